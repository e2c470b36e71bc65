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

/// The not-found page as the build writes it into `404.html`, which a static host (GitHub Pages)
/// serves for every unknown path, English or `/zh/…`, from one file: the heading, the explanation
/// and a link home in both languages, Chinese first, each marked with its `lang`. No script picks
/// one (none could run before the app without an inline script, which the policy forbids, and
/// none runs without JavaScript); the app, which the page loads at once, then renders the frame
/// and this page in the language of the address ([`NotFound`]). Links are relative to
/// `<base href>`.
#[component]
pub fn NotFoundBoth() -> Html {
    let part = |lang: gpuplan_core::guide::Lang, home: &'static str| {
        html! {
            <article class="not-found" lang={crate::i18n::html_lang(lang)}>
                <h1>{ Msg::NotFoundTitle.text(lang) }</h1>
                <p>{ Msg::NotFoundText.text(lang) }</p>
                <p><a href={home}>{ Msg::GoHome.text(lang) }</a></p>
            </article>
        }
    };
    html! {
        <main id="main" tabindex="-1">
            { part(gpuplan_core::guide::Lang::Zh, "zh") }
            { part(gpuplan_core::guide::Lang::En, "./") }
        </main>
    }
}
