//! A guide chapter: its contents sidebar, its document, the sources it cites and links to the
//! chapters either side. The slug `sources` shows the sources page instead.

use crate::router::*;
use gpuplan_core::catalog::Source;
use gpuplan_core::guide::{Chapter, Lang, SOURCES_SLUG};
use yew::prelude::*;

use crate::components::document_view::{DocumentView, source_cite};
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
                let label = content::source(key).map_or_else(
                    || html! { <cite>{ (*key).to_owned() }</cite> },
                    |s| source_cite(s, lang),
                );
                let href = format!("{}#src-{key}", sources_path.trim_start_matches('/'));
                html! { <li><a {href}>{ label }</a></li> }
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
/// (repository, path and commit, or address), its date, its note for readers in the page's
/// language and the chapters that cite it; then the project's own measurements.
fn sources_page(lang: Lang) -> Html {
    let t = |m: Msg| m.text(lang);
    let (list_title, title, intro) = (t(Msg::EverySource), t(Msg::Sources), t(Msg::SourcesIntro));
    let (cited_in, data_only, read_at) = (t(Msg::CitedIn), t(Msg::DataOnly), t(Msg::AtCommit));
    // Every source of the data, from the catalog; if that cannot be read, the guide's own.
    let all = crate::catalog_data::catalog().map_or(content::sources(), |c| c.sources.as_slice());
    let measured = content::measurements();
    let words =
        SourceWords { cited_in, data_only, read_at, measured: measured.map(|m| m.source.as_str()) };
    let items: Html = all.iter().map(|s| source_item(lang, s, &words)).collect();
    let page_path = AttrValue::from(chapter_path(lang, SOURCES_SLUG));
    // The project's own measurements, which the source of that key links to.
    let measurements = measured.map(|m| {
        html! {
            <section class="measurements">
                <DocumentView doc={content::measurements_doc(m, lang)} page_path={page_path.clone()} {lang} />
            </section>
        }
    });
    html! {
        <>
            <h1>{ title }</h1>
            <p>{ intro }</p>
            <crate::components::coverage::DataCoverage {lang} />
            <h2>{ list_title }</h2>
            <ol class="source-list">{ items }</ol>
            { for measurements }
        </>
    }
}

/// The sources list's fixed words, and the key of the source the project's measurements are.
struct SourceWords<'a> {
    cited_in: &'a str,
    data_only: &'a str,
    read_at: &'a str,
    measured: Option<&'a str>,
}

fn source_item(lang: Lang, s: &Source, words: &SourceWords<'_>) -> Html {
    let SourceWords { cited_in, data_only, read_at, measured } = *words;
    let citing: Vec<&Chapter> =
        content::chapters_in(lang).filter(|c| c.doc.citations().contains(&s.id.as_str())).collect();
    let address = |url: &String| {
        if url.starts_with("https://") || url.starts_with("http://") {
            html! { <a href={url.clone()} rel="noopener noreferrer">{ url.clone() }</a> }
        } else {
            html! { { url.clone() } }
        }
    };
    let location = match (&s.repo, &s.path, &s.commit, &s.url) {
        (Some(repo), Some(path), Some(commit), url) => {
            let href = format!("https://github.com/{repo}/blob/{commit}/{path}");
            let short = commit.get(..10).unwrap_or(commit);
            // A copy read in a repository, with the original's address.
            let original = url.as_ref().map(|u| html! { <>{ " · " }{ address(u) }</> });
            html! { <>
                <a {href} rel="noopener noreferrer">{ format!("{repo} · {path} · {read_at} {short}") }</a>
                { for original }
            </> }
        }
        (Some(repo), path, _, _) => {
            let href = format!("https://github.com/{repo}");
            let path = path.as_ref().map(|p| html! { <>{ " · " }<code>{ p.clone() }</code></> });
            html! { <><a {href} rel="noopener noreferrer">{ repo.clone() }</a>{ for path }</> }
        }
        // A file of this repository: the project's measurements are shown further down the page.
        (None, Some(path), _, _) if measured == Some(s.id.as_str()) => {
            let page = chapter_path(lang, SOURCES_SLUG);
            let href =
                format!("{}#{}", page.trim_start_matches('/'), gpuplan_i18n::measured::ANCHOR);
            html! { <a {href}><code>{ path.clone() }</code></a> }
        }
        (None, Some(path), _, _) => html! { <code>{ path.clone() }</code> },
        (_, _, _, Some(url)) => address(url),
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
            <div><strong>{ source_cite(s, lang) }</strong><code class="source-key">{ s.id.clone() }</code></div>
            <div>{ location }</div>
            if let Some(note) = s.note_in(lang) {
                <div class="source-note">{ note.to_owned() }</div>
            }
            <div>{ uses }</div>
        </li>
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use gpuplan_core::guide::Lang;
    use scraper::{ElementRef, Html};

    use crate::catalog_data;
    use crate::prerender::render;
    use crate::test_html::{all, everything, fragment, one, text, texts};

    /// The sources page in `lang`, parsed.
    fn sources_page(lang: Lang) -> Html {
        catalog_data::fix_build_date_for_tests();
        fragment(&render(&format!("/guide/{}/sources", lang.code()), "/"))
    }

    /// Everything of the page's own content (the list and what follows it, the measurements;
    /// not the frame's navigation and search box) that a reader may meet: see
    /// [`everything`].
    fn content(page: &Html) -> String {
        let list_and_after =
            all(page.root_element(), "main ol.source-list, main ol.source-list ~ *");
        assert!(list_and_after.len() >= 2, "the sources list and the measurements");
        list_and_after.into_iter().map(everything).collect()
    }

    /// One source's list item on the page.
    fn item<'a>(page: &'a Html, id: &str) -> ElementRef<'a> {
        one(page.root_element(), &format!("main ol.source-list > li[id=\"src-{id}\"]"))
    }

    /// Whether `text` holds `word` as a whole word, in any case ("research" is not "search").
    fn has_word(text: &str, word: &str) -> bool {
        let lower = text.to_lowercase();
        lower.match_indices(word).any(|(i, _)| {
            let before = lower[..i].chars().next_back();
            let after = lower[i + word.len()..].chars().next();
            !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
        })
    }

    #[test]
    fn the_word_check_finds_words_only() {
        assert!(has_word("Found by text Search; x", "search"));
        assert!(has_word("search", "search"));
        assert!(!has_word("Microsoft Research and researchers", "search"));
        assert!(!has_word("searches", "search"));
    }

    // Regression: the sources page showed working notes meant for the team (search index ids,
    // paths of ../shared, how a copy was found).
    #[test]
    fn the_sources_page_shows_no_working_notes_in_either_language() {
        for lang in Lang::ALL {
            let page = sources_page(lang);
            let list = all(page.root_element(), "main ol.source-list > li#src-h200-measured");
            assert_eq!(list.len(), 1, "{lang:?}: the list is not on the page");
            let page = content(&page);
            let lower = page.to_lowercase();
            for marker in ["index id", "shared/", "../"] {
                assert!(!lower.contains(marker), "{lang:?}: {marker:?} on the sources page");
            }
            assert!(!has_word(&page, "search"), "{lang:?}: \"search\" on the sources page");
            assert!(!page.contains("搜索"), "{lang:?}: 搜索 on the sources page");
        }
    }

    #[test]
    fn every_dated_source_shows_its_date_in_both_languages() {
        let c = catalog_data::catalog().unwrap();
        let dated: Vec<_> = c.sources.iter().filter(|s| s.date.is_some()).collect();
        assert!(dated.len() > 50, "{}", dated.len());
        for lang in Lang::ALL {
            let page = sources_page(lang);
            for s in &dated {
                // In the page's way of writing dates: 2026-06-18, 2026年6月18日.
                let date = s.date.map(|d| gpuplan_i18n::format::date(d, lang)).unwrap_or_default();
                let shown = text(item(&page, &s.id));
                assert!(shown.contains(&date), "{lang:?}: {} without {date}", s.id);
            }
        }
    }

    /// Each source is titled in the page's language where we wrote a Chinese title: the price
    /// and rate snapshots read in Chinese on the Chinese page (a review found "generated Linux
    /// pay-as-you-go prices, 57 regions" there), and the English page keeps the English title.
    #[test]
    fn each_source_is_titled_in_the_page_language() {
        let c = catalog_data::catalog().unwrap();
        let (en, zh) = (sources_page(Lang::En), sources_page(Lang::Zh));
        let titled: Vec<_> = c.sources.iter().filter(|s| s.title_zh.is_some()).collect();
        assert!(titled.len() >= 30, "{}", titled.len());
        for s in &c.sources {
            let cite = |page: &Html| texts(item(page, &s.id), "cite").concat();
            assert!(cite(&en).starts_with(s.title.as_str()), "{}: {}", s.id, cite(&en));
            assert!(cite(&zh).starts_with(s.title_in(Lang::Zh)), "{}: {}", s.id, cite(&zh));
            // A cited work's own English title says its language on the Chinese page.
            let cite_lang = |page: &Html| {
                let cites = all(item(page, &s.id), "cite");
                cites.first().and_then(|c| c.value().attr("lang")).map(str::to_owned)
            };
            assert_eq!(cite_lang(&en), None, "{}", s.id);
            assert_eq!(cite_lang(&zh), s.title_zh.is_none().then(|| "en".to_owned()), "{}", s.id);
            if let Some(zh_title) = &s.title_zh {
                assert!(
                    !cite(&zh).contains(s.title.as_str()),
                    "{}: English on the Chinese page",
                    s.id
                );
                assert!(!cite(&en).contains(zh_title.as_str()), "{}", s.id);
            }
        }
        for id in ["prices-karpenter", "prices-radar", "storage-radar", "ms-premium-sizes"] {
            let shown = texts(item(&zh, id), "cite").concat();
            assert!(shown.chars().any(gpuplan_i18n::is_cjk), "{id}: {shown}");
        }
    }

    #[test]
    fn each_page_shows_the_source_notes_in_its_language() {
        let c = catalog_data::catalog().unwrap();
        let (en, zh) = (sources_page(Lang::En), sources_page(Lang::Zh));
        let noted: Vec<_> = c.sources.iter().filter(|s| s.note.is_some()).collect();
        assert!(noted.len() > 20, "{}", noted.len());
        for s in noted {
            let (note, note_zh) = (s.note.as_deref().unwrap(), s.note_zh.as_deref().unwrap());
            let notes = |page: &Html| texts(item(page, &s.id), ".source-note");
            assert!(notes(&en).concat().contains(note), "{}: the English note", s.id);
            assert!(notes(&zh).concat().contains(note_zh), "{}: the Chinese note", s.id);
            let zh_item = everything(item(&zh, &s.id));
            assert!(!zh_item.contains(note), "{}: English on the Chinese page", s.id);
        }
        // No provenance reaches either page.
        let (en, zh) = (content(&en), content(&zh));
        for s in c.sources.iter().filter_map(|s| s.provenance.as_deref()) {
            assert!(!en.contains(s) && !zh.contains(s), "{s}");
        }
    }

    #[test]
    fn the_measurements_are_on_the_page_in_both_languages_and_their_source_links_to_them() {
        let d = gpuplan_core::dataset::embedded().unwrap();
        let m = d.measured.as_ref().expect("the measurements");
        for lang in Lang::ALL {
            let page = sources_page(lang);
            let section = one(page.root_element(), "main section.measurements");
            one(section, "h2#h200-measurements");
            let (shown_text, all_of_it) = (text(section), everything(section));
            for (field, en, zh) in m.texts() {
                let (shown, other) = if lang == Lang::En { (en, zh) } else { (zh, en) };
                assert!(shown_text.contains(shown), "{lang:?}: {field}");
                assert!(!all_of_it.contains(other), "{lang:?}: {field} in the other language");
            }
            let date = gpuplan_i18n::format::date(m.date, lang);
            assert!(shown_text.contains(&date), "{lang:?}: the date");
            // Every measured rate and step time is a cell, as the data file writes it.
            let cells = texts(section, "td");
            let count = |v: f64| gpuplan_i18n::format::count(v.round() as u64);
            let rates = m.training.run.iter().map(|r| r.tokens_per_s);
            let rates = rates.chain(m.decode.step.iter().map(|s| s.tokens_per_s));
            for rate in rates.chain(m.prefill.run.iter().map(|r| r.tokens_per_s)) {
                assert!(cells.contains(&count(rate)), "{lang:?}: {rate} tokens/s");
            }
            for step in &m.decode.step {
                assert!(cells.contains(&step.ms.to_string()), "{lang:?}: {} ms", step.ms);
            }
            // The shares are computed from the catalog's figures: BF16 778.4 of 989.5.
            let gpu = d.catalog.gpu(&m.gpu).unwrap();
            let bf16 = m.matmul.run.iter().find(|r| r.precision.label() == "BF16").unwrap();
            let spec = gpuplan_core::dataset::measured::Precision::Bf16.spec(gpu).unwrap();
            assert!(cells.contains(&format!("{:.2}", bf16.tflops / spec)), "{lang:?}: share");
            // The measurements' source links to them, showing the data file's path.
            let href = format!("a[href=\"guide/{}/sources#h200-measurements\"]", lang.code());
            let link = one(item(&page, &m.source), &href);
            assert_eq!(text(link), "content/data/h200-measurements.toml", "{lang:?}");
        }
    }
}
