//! Full-text search over the guide in both languages. The query is in the address (`?q=`), so
//! a search can be shared and the back button returns to it.

use crate::router::*;
use gpuplan_core::guide::Lang;
use gpuplan_core::guide::search::{self, MAX_QUERY_CHARS};
use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::client;
use crate::content;
use crate::i18n::Msg;
use crate::nav;
use crate::route::{Bundle, Page, Route};

/// The most results shown.
const LIMIT: usize = 50;

/// The `q` parameter of a query string, percent-decoded by the browser; empty when absent.
pub fn query_param(query: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        web_sys::UrlSearchParams::new_with_str(query)
            .ok()
            .and_then(|p| p.get("q"))
            .unwrap_or_default()
    }
    // Native builds compile the page but never run it.
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = query;
        String::new()
    }
}

/// The search page.
#[component]
pub fn SearchPage() -> Html {
    let location = use_location();
    let navigator = use_navigator();
    let lang = crate::i18n::use_lang();
    let t = |m: Msg| m.text(lang);
    // Rendered again with the address's query when the app goes live.
    let _live = client::use_live();
    let query = query_param(&client::query(location.as_ref()));
    let oninput = {
        let navigator = navigator.clone();
        Callback::from(move |e: InputEvent| {
            let Some(input) = e.target_dyn_into::<HtmlInputElement>() else { return };
            if let Some(nav) = &navigator {
                let _ = nav
                    .replace_with_query(&Page::new(lang, Route::Search), &[("q", input.value())]);
            }
        })
    };
    let too_long = query.chars().count() > MAX_QUERY_CHARS;
    // The page's language only: a reader of either language gets chapters they can read.
    let hits: Vec<_> = search::search(content::sections(), &query, usize::MAX)
        .into_iter()
        .filter(|h| h.section.lang == lang)
        .take(LIMIT)
        .collect();
    let results: Html = hits
        .iter()
        .map(|hit| {
            let s = hit.section;
            let route = Route::Chapter { lang: s.lang.code().to_owned(), slug: s.slug.clone() };
            let anchor = s.anchor.clone().unwrap_or_default();
            let href = format!(
                "{}{}",
                route.to_path().trim_start_matches('/'),
                if anchor.is_empty() { String::new() } else { format!("#{anchor}") }
            );
            // A chapter is another bundle's page where search has its own: the href loads it.
            let in_app = navigator.clone().filter(|_| Bundle::draws(&route));
            let onclick = in_app.map(|navigator| {
                let (route, anchor) = (route.clone(), anchor.clone());
                Callback::from(move |e: MouseEvent| {
                    if e.button() == 0
                        && !(e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key())
                    {
                        e.prevent_default();
                        nav::push_with_anchor(
                            &navigator,
                            &Page::new(Lang::En, route.clone()),
                            &anchor,
                        );
                    }
                })
            });
            let segments = |segs: &[search::Segment]| -> Html {
                segs.iter()
                    .map(|g| {
                        if g.mark {
                            html! { <mark>{ g.text.clone() }</mark> }
                        } else {
                            html! { { g.text.clone() } }
                        }
                    })
                    .collect()
            };
            let snippet = segments(&hit.snippet);
            let title = if s.anchor.is_some() {
                html! { <>{ format!("{} › ", s.chapter_title) }{ segments(&hit.title) }</> }
            } else {
                segments(&hit.title)
            };
            html! {
                <li class="search-hit" lang={s.lang.code()}>
                    <a {href} {onclick} class="search-hit-title">{ title }</a>
                    <p class="search-snippet">{ snippet }</p>
                </li>
            }
        })
        .collect();
    let summary = gpuplan_i18n::app::search_summary(lang, query.trim(), hits.len(), LIMIT);
    html! {
        <article class="search-page">
            <h1>{ t(Msg::SearchTheGuide) }</h1>
            <form role="search" onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
                <label for="search-input">{ t(Msg::SearchLabel) }</label>
                <input id="search-input" type="search" value={query.clone()} {oninput}
                    autocomplete="off" spellcheck="false" />
            </form>
            if too_long {
                <p class="notice" role="status">{ gpuplan_i18n::app::query_cut(lang, MAX_QUERY_CHARS) }</p>
            }
            <p class="search-summary" role="status" aria-live="polite">{ summary }</p>
            <ol class="search-results">{ results }</ol>
        </article>
    }
}
