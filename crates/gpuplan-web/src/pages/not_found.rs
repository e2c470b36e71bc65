//! The page for any path that names no route.

use crate::nav::Go;
use yew::prelude::*;

use crate::i18n::{Msg, use_lang};
use crate::route::Route;

/// Says the page does not exist, and links home.
#[component]
pub fn NotFound() -> Html {
    let lang = use_lang();
    html! {
        <article class="not-found">
            <h1>{ Msg::NotFoundTitle.text(lang) }</h1>
            <p>{ Msg::NotFoundText.text(lang) }</p>
            <p><Go to={Route::Home}>{ Msg::GoHome.text(lang) }</Go></p>
        </article>
    }
}
