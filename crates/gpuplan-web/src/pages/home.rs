//! The home page: what gpuplan is, and the guide's contents in each language.

use gpuplan_core::guide::Lang;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::content;
use crate::route::Route;

/// The home page.
#[component]
pub fn Home() -> Html {
    let problem = content::chapters().err().map(|e| {
        html! { <p class="notice error" role="alert">{ format!("The guide could not be loaded: {e}") }</p> }
    });
    let contents = Lang::ALL.into_iter().filter_map(|lang| {
        let items: Html = content::chapters_in(lang)
            .map(|c| {
                let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
                html! { <li><Link<Route> {to}>{ c.doc.title.clone() }</Link<Route>></li> }
            })
            .collect();
        let heading = match lang {
            Lang::En => "The guide",
            Lang::Zh => "指南（中文）",
        };
        content::chapters_in(lang).next().map(|_| {
            html! {
                <section class="contents" lang={lang.code()} aria-labelledby={format!("contents-{}", lang.code())}>
                    <h2 id={format!("contents-{}", lang.code())}>{ heading }</h2>
                    <ol>{ items }</ol>
                </section>
            }
        })
    });
    html! {
        <article class="home">
            <h1>{ "Plan GPU work on Azure" }</h1>
            <p class="lede">
                { "gpuplan is a guide to Azure's GPU virtual machines with the numbers built in: \
                   every size and accelerator, prices by region and pricing model with their \
                   sources and dates, and calculators that go from a workload to a ranked list \
                   of sizes and a costed plan. It runs in your browser and keeps working offline." }
            </p>
            { for problem }
            { for contents }
        </article>
    }
}
