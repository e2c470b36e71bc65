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

/// Shows one chapter, or the not-found page when the route names none.
#[component]
pub fn ChapterPage(props: &ChapterPageProps) -> Html {
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
    html! {
        <div class="chapter-layout" lang={lang.code()}>
            <nav class="sidebar" aria-label="Chapters">
                <ol class="chapter-list">{ chapters }</ol>
                <h2 class="toc-heading">{ "On this page" }</h2>
                <ul class="toc">{ outline }</ul>
            </nav>
            <article class="chapter">
                <DocumentView doc={&chapter.doc} page_path={AttrValue::from(page_path)} />
            </article>
        </div>
    }
}
