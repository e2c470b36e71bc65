//! A guide chapter: its contents sidebar, its document, the sources it cites and links to the
//! chapters either side. The slug `sources` shows the sources page instead.

use gpuplan_core::catalog::Source;
use gpuplan_core::guide::{Chapter, Lang, SOURCES_SLUG};
use yew::prelude::*;
use yew_router::prelude::*;

use crate::components::document_view::{DocumentView, source_label};
use crate::components::site_header::{LangSwitch, use_close_on_page_change};
use crate::content;
use crate::i18n::Msg;
use crate::nav::Go;
use crate::pages::not_found::NotFound;
use crate::route::Route;

/// Props for [`ChapterPage`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct ChapterPageProps {
    /// The language code from the route.
    pub lang: AttrValue,
    /// The chapter's slug from the route.
    pub slug: AttrValue,
}

/// Scrolls to the section named in the address once the page is rendered.
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
            match w.document().and_then(|d| d.get_element_by_id(&decoded)) {
                Some(el) if !decoded.is_empty() => el.scroll_into_view(),
                _ => w.scroll_to_with_x_and_y(0.0, 0.0),
            }
        }
    });
}

/// Shows one chapter or the sources page, or the not-found page when the route names neither.
#[component]
pub fn ChapterPage(props: &ChapterPageProps) -> Html {
    use_scroll_to_anchor(format!("{}/{}", props.lang, props.slug));
    // Following a link in the drawer inside the app closes it, as a page load does.
    let drawer = use_node_ref();
    use_close_on_page_change(&drawer, (props.lang.clone(), props.slug.clone()));
    let Some(lang) = Lang::from_code(&props.lang) else { return html! { <NotFound /> } };
    let w = |m: Msg| m.text(lang);
    let chapter = content::find(lang, &props.slug);
    let is_sources = props.slug == SOURCES_SLUG;
    if chapter.is_none() && !is_sources {
        return html! { <NotFound /> };
    }
    let slug = props.slug.to_string();
    let chapters: Html = content::chapters_in(lang)
        .map(|c| {
            let current = (c.slug == slug).then_some("page");
            let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
            html! {
                <li aria-current={current}><Go {to}>{ c.doc.title.clone() }</Go></li>
            }
        })
        .collect();
    let sources_link = {
        let current = is_sources.then_some("page");
        let to = Route::Chapter { lang: lang.code().to_owned(), slug: SOURCES_SLUG.to_owned() };
        html! { <p class="sources-link" aria-current={current}><Go {to}>{ w(Msg::Sources) }</Go></p> }
    };
    let (outline, body) = match chapter {
        Some(c) => (outline(lang, c), chapter_body(lang, c)),
        None => (Html::default(), sources_page(lang)),
    };
    html! {
        <div class="chapter-layout" lang={lang.code()}>
            <nav class="sidebar" aria-label={w(Msg::Chapters)}>
                <LangSwitch />
                // On a wide screen the list is always shown and the button hidden; on a phone
                // the button opens it above the chapter (site/styles/main.css).
                <details class="chapter-drawer" ref={drawer}>
                    <summary class="drawer-button">{ w(Msg::Contents) }</summary>
                    <div class="chapter-drawer-body">
                        <ol class="chapter-list">{ chapters }</ol>
                        { sources_link }
                        if chapter.is_some() {
                            <h2 class="toc-heading">{ w(Msg::OnThisPage) }</h2>
                            <ul class="toc">{ outline }</ul>
                        }
                    </div>
                </details>
            </nav>
            <article class="chapter">{ body }</article>
        </div>
    }
}

fn chapter_path(lang: Lang, slug: &str) -> String {
    Route::Chapter { lang: lang.code().to_owned(), slug: slug.to_owned() }.to_path()
}

fn outline(lang: Lang, chapter: &Chapter) -> Html {
    let page_path = chapter_path(lang, &chapter.slug);
    chapter
        .doc
        .outline()
        .into_iter()
        .map(|entry| {
            let href = format!("{}#{}", page_path.trim_start_matches('/'), entry.id);
            html! { <li class={format!("toc-level-{}", entry.level)}><a {href}>{ entry.text }</a></li> }
        })
        .collect()
}

fn chapter_body(lang: Lang, chapter: &'static Chapter) -> Html {
    let w = |m: Msg| m.text(lang);
    let page_path = chapter_path(lang, &chapter.slug);
    let cited = chapter.doc.citations();
    let sources_path = chapter_path(lang, SOURCES_SLUG);
    let cited_list = (!cited.is_empty()).then(|| {
        let items: Html = cited
            .iter()
            .map(|key| {
                let label =
                    content::source(key).map(source_label).unwrap_or_else(|| (*key).to_owned());
                let href = format!("{}#src-{key}", sources_path.trim_start_matches('/'));
                html! { <li><a {href}><cite>{ label }</cite></a></li> }
            })
            .collect();
        html! {
            <section class="chapter-sources" aria-labelledby="chapter-sources">
                <h2 id="chapter-sources">{ w(Msg::ChapterSources) }</h2>
                <ol>{ items }</ol>
            </section>
        }
    });
    let all: Vec<&Chapter> = content::chapters_in(lang).collect();
    let at = all.iter().position(|c| c.slug == chapter.slug);
    let prev = at.and_then(|i| i.checked_sub(1)).and_then(|i| all.get(i));
    let next = at.and_then(|i| all.get(i + 1));
    let step = |c: &Chapter, rel: &'static str, word: &'static str| {
        let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
        html! {
            <Go {to} classes={classes!("pager-link", rel)}>
                <span class="pager-word">{ word }</span>
                <span class="pager-title">{ c.doc.title.clone() }</span>
            </Go>
        }
    };
    html! {
        <>
            <DocumentView doc={&chapter.doc} page_path={AttrValue::from(page_path)} {lang} />
            { for cited_list }
            <nav class="pager" aria-label={w(Msg::Pager)}>
                { for prev.map(|c| step(c, "prev", w(Msg::Previous))) }
                { for next.map(|c| step(c, "next", w(Msg::Next))) }
            </nav>
        </>
    }
}

/// Every source the data and the guide cite, each with its anchor (`src-KEY`), what was read
/// (repository, path and commit, or address), its date and the chapters that cite it.
fn sources_page(lang: Lang) -> Html {
    let t = |m: Msg| m.text(lang);
    let (list_title, title, intro) = (t(Msg::EverySource), t(Msg::Sources), t(Msg::SourcesIntro));
    let (cited_in, data_only, read_at) = (t(Msg::CitedIn), t(Msg::DataOnly), t(Msg::AtCommit));
    // Every source of the data, from the catalog; if that cannot be read, the guide's own.
    let all = crate::catalog_data::catalog().map_or(content::sources(), |c| c.sources.as_slice());
    let items: Html =
        all.iter().map(|s| source_item(lang, s, cited_in, data_only, read_at)).collect();
    html! {
        <>
            <h1>{ title }</h1>
            <p>{ intro }</p>
            <crate::components::coverage::DataCoverage {lang} />
            <h2>{ list_title }</h2>
            <ol class="source-list">{ items }</ol>
        </>
    }
}

fn source_item(lang: Lang, s: &Source, cited_in: &str, data_only: &str, read_at: &str) -> Html {
    let citing: Vec<&Chapter> =
        content::chapters_in(lang).filter(|c| c.doc.citations().contains(&s.id.as_str())).collect();
    let location = match (&s.repo, &s.path, &s.commit, &s.url) {
        (Some(repo), Some(path), Some(commit), _) => {
            let href = format!("https://github.com/{repo}/blob/{commit}/{path}");
            let short = commit.get(..10).unwrap_or(commit);
            html! { <a {href} rel="noopener noreferrer">{ format!("{repo} · {path} · {read_at} {short}") }</a> }
        }
        (Some(repo), _, _, _) => {
            let href = format!("https://github.com/{repo}");
            html! { <a {href} rel="noopener noreferrer">{ repo.clone() }</a> }
        }
        (_, _, _, Some(url)) if url.starts_with("https://") || url.starts_with("http://") => {
            html! { <a href={url.clone()} rel="noopener noreferrer">{ url.clone() }</a> }
        }
        (_, _, _, Some(url)) => html! { { url.clone() } },
        _ => Html::default(),
    };
    let uses = if citing.is_empty() {
        html! { <span class="source-uses">{ data_only }</span> }
    } else {
        let links: Html = citing
            .iter()
            .map(|c| {
                let to = Route::Chapter { lang: lang.code().to_owned(), slug: c.slug.clone() };
                html! { <li><Go {to}>{ c.doc.title.clone() }</Go></li> }
            })
            .collect();
        html! { <span class="source-uses">{ format!("{cited_in}: ") }<ul class="inline-list">{ links }</ul></span> }
    };
    html! {
        <li id={format!("src-{}", s.id)} class="source">
            <div><strong><cite>{ source_label(s) }</cite></strong><code class="source-key">{ s.id.clone() }</code></div>
            <div>{ location }</div>
            // The notes on the sources are in English only, and shown on English pages.
            if let (Some(note), Lang::En) = (&s.note, lang) {
                <div class="source-note">{ note.clone() }</div>
            }
            <div>{ uses }</div>
        </li>
    }
}
