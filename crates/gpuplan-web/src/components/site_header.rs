//! The banner at the top of every page: skip link, site name and main navigation.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;

/// The site banner.
#[component]
pub fn SiteHeader() -> Html {
    html! {
        <header class="site-header">
            <a class="skip-link" href="#main">{ "Skip to content" }</a>
            <Link<Route> to={Route::Home} classes="site-name">{ "gpuplan" }</Link<Route>>
            <nav aria-label="Main">
                <Link<Route> to={Route::Home}>{ "Guide" }</Link<Route>>
                <Link<Route> to={Route::Catalog}>{ "Catalog" }</Link<Route>>
            </nav>
        </header>
    }
}
