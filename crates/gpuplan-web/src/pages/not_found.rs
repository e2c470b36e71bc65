//! The page for any path that names no route.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::route::Route;

/// Says the page does not exist, and links home.
#[component]
pub fn NotFound() -> Html {
    html! {
        <article class="not-found">
            <h1>{ "Page not found" }</h1>
            <p>{ "There is no page at this address. It may have moved, or the link may be mistyped." }</p>
            <p><Link<Route> to={Route::Home}>{ "Go to the home page" }</Link<Route>></p>
        </article>
    }
}
