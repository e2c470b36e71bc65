//! The home page: what gpuplan is, and the guide's contents, in the page's language.

use yew::prelude::*;

use crate::content;
use crate::i18n::{Msg, use_lang};
use crate::nav::Go;
use crate::route::Route;

/// The home page.
#[component]
pub fn Home() -> Html {
    let lang = use_lang();
    let t = |m: Msg| m.text(lang);
    let problem = content::chapters().err().map(|e| {
        html! { <p class="notice error" role="alert">{ format!("{} {e}", t(Msg::GuideNotLoaded)) }</p> }
    });
    let items: Html = content::chapters_in(lang)
        .map(|c| {
            let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
            html! { <li><Go {to}>{ c.doc.title.clone() }</Go></li> }
        })
        .collect();
    html! {
        <article class="home">
            <h1>{ t(Msg::HomeTitle) }</h1>
            <p class="lede">{ t(Msg::HomeLede) }</p>
            { for problem }
            <section class="contents" aria-labelledby="contents">
                <h2 id="contents">{ t(Msg::HomeContents) }</h2>
                <ol>{ items }</ol>
            </section>
        </article>
    }
}
