//! A guide chapter: its contents sidebar and its document.

use gpuplan_core::guide::Lang;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;
use crate::components::document_view::DocumentView;
use crate::content;
use crate::pages::not_found::NotFound;

/// Props for [`ChapterPage`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ChapterPageProps {
    /// The language code from the route.
    pub lang: AttrValue,
    /// The chapter's slug from the route.
    pub slug: AttrValue,
}

/// A language link's click handler that keeps the reader's section: the current `#anchor` goes
/// along, since both languages share their anchors. (Yew delegates events to the app's root, so
/// the link's address is captured here rather than read from the event.)
fn keep_section(href: String) -> Callback<MouseEvent> {
    Callback::from(move |e: MouseEvent| {
        #[cfg(target_arch = "wasm32")]
        if let Some(w) = web_sys::window() {
            let base = w.document().and_then(|d| d.base_uri().ok().flatten()).unwrap_or_default();
            if let Ok(url) = web_sys::Url::new_with_base(&href, &base) {
                let hash = w.location().hash().unwrap_or_default();
                e.prevent_default();
                let _ = w.location().assign(&format!("{}{hash}", url.href()));
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (&e, &href);
    })
}

/// Scrolls to the section named in the address once the chapter is on the page.
#[hook]
fn use_scroll_to_anchor(key: String) {
    use_effect_with(key, |_| {
        #[cfg(target_arch = "wasm32")]
        if let Some(w) = web_sys::window() {
            let hash = w.location().hash().unwrap_or_default();
            let id = hash.trim_start_matches('#');
            let decoded = js_sys::decode_uri_component(id)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| id.to_owned());
            if let Some(el) = w.document().and_then(|d| d.get_element_by_id(&decoded)) {
                el.scroll_into_view();
            }
        }
    });
}

/// Shows one chapter, or the not-found page when the route names none.
#[component]
pub fn ChapterPage(props: &ChapterPageProps) -> Html {
    use_scroll_to_anchor(format!("{}/{}", props.lang, props.slug));
    let Some(lang) = Lang::from_code(&props.lang) else { return html! { <NotFound /> } };
    let Some(chapter) = content::find(lang, &props.slug) else { return html! { <NotFound /> } };
    let page_path =
        Route::Chapter { lang: lang.code().to_owned(), slug: chapter.slug.clone() }.to_path();
    let outline: Html = chapter
        .doc
        .outline()
        .into_iter()
        .map(|entry| {
            let href = format!("{}#{}", page_path.trim_start_matches('/'), entry.id);
            html! { <li class={format!("toc-level-{}", entry.level)}><a {href}>{ entry.text }</a></li> }
        })
        .collect();
    let chapters: Html = content::chapters_in(lang)
        .map(|c| {
            let current = (c.slug == chapter.slug).then_some("page");
            let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
            html! {
                <li aria-current={current}><Link<Route> {to}>{ c.doc.title.clone() }</Link<Route>></li>
            }
        })
        .collect();
    // The same chapter in the other language, where it exists.
    let switch = Lang::ALL
        .into_iter()
        .filter(|l| *l != lang)
        .find_map(|other| content::find(other, &chapter.slug).map(|c| (other, c)))
        .map(|(other, c)| {
            let href = Route::Chapter { lang: other.code().to_owned(), slug: c.slug.clone() }.to_path();
            let label = match other {
                Lang::En => "English",
                Lang::Zh => "中文",
            };
            let href = href.trim_start_matches('/').to_owned();
            html! {
                <p class="lang-switch">
                    <a href={href.clone()} hreflang={other.code()} lang={other.code()} onclick={keep_section(href)}>{ label }</a>
                </p>
            }
        });
    html! {
        <div class="chapter-layout" lang={lang.code()}>
            <nav class="sidebar" aria-label="Chapters">
                { for switch }
                <ol class="chapter-list">{ chapters }</ol>
                <h2 class="toc-heading">{ "On this page" }</h2>
                <ul class="toc">{ outline }</ul>
            </nav>
            <article class="chapter">
                <DocumentView doc={&chapter.doc} page_path={AttrValue::from(page_path)} {lang} />
            </article>
        </div>
    }
}
