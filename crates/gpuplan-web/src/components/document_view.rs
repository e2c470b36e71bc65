//! Renders a typed [`Document`] as Yew nodes.
//!
//! Every string becomes a text node or an attribute value; nothing is parsed as HTML, so the
//! content cannot inject markup. Link targets were checked by the core's Markdown entry point.

use crate::router::*;
use gpuplan_core::doc::{
    Block, CalculatorSpec, CalloutKind, Document, Inline, LinkTarget, WordedCell, WordedTable,
};
use gpuplan_core::guide::Lang;
use yew::prelude::*;

use crate::i18n::Msg;
use crate::route::{Bundle, Page, Route};

/// Props for [`DocumentView`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct DocumentViewProps {
    /// The document to show.
    pub doc: &'static Document,
    /// The page's route path (e.g. `/guide/en/why-gpu-cloud`): heading anchors link to it, so
    /// they work under a `<base href>` and with JavaScript off.
    pub page_path: AttrValue,
    /// The document's language, for the words the renderer adds (callout titles).
    #[prop_or(Lang::En)]
    pub lang: Lang,
}

/// A rendered document.
#[component]
pub fn DocumentView(props: &DocumentViewProps) -> Html {
    let ctx = Ctx {
        page: props.page_path.trim_start_matches('/'),
        navigator: use_navigator(),
        lang: props.lang,
        citations: props.doc.citations(),
    };
    html! { <>{ for props.doc.blocks.iter().map(|b| block(&ctx, b)) }</> }
}

struct Ctx<'a> {
    page: &'a str,
    navigator: Option<Navigator>,
    lang: Lang,
    /// The cited sources in order of first use: footnote `n` is entry `n - 1`.
    citations: Vec<&'a str>,
}

fn block(ctx: &Ctx<'_>, block: &Block) -> Html {
    match block {
        Block::Heading { level, id, content } => {
            let tag = format!("h{}", level.clamp(&1, &6));
            let href = format!("{}#{id}", ctx.page);
            html! {
                <@{tag} id={id.clone()}>
                    { inlines(ctx, content) }
                    <a class="anchor" {href} aria-label={Msg::LinkToSection.text(ctx.lang)}>{ "#" }</a>
                </@>
            }
        }
        Block::Paragraph(content) => html! { <p>{ inlines(ctx, content) }</p> },
        Block::List { start: None, items } => html! { <ul>{ list_items(ctx, items) }</ul> },
        Block::List { start: Some(start), items } => {
            html! { <ol start={start.to_string()}>{ list_items(ctx, items) }</ol> }
        }
        Block::Quote(blocks) => {
            html! { <blockquote>{ for blocks.iter().map(|b| self::block(ctx, b)) }</blockquote> }
        }
        Block::Callout { kind, blocks } => {
            let (class, title) = match kind {
                CalloutKind::Note => ("callout-note", Msg::CalloutNote),
                CalloutKind::Warning => ("callout-warning", Msg::CalloutWarning),
                CalloutKind::FactCheck => ("callout-factcheck", Msg::CalloutFactCheck),
            };
            let title = title.text(ctx.lang);
            html! {
                <aside class={classes!("callout", class)} role="note">
                    <p class="callout-title">{ title }</p>
                    { for blocks.iter().map(|b| self::block(ctx, b)) }
                </aside>
            }
        }
        Block::Code { lang, text } => {
            let class = (!lang.is_empty()).then(|| format!("language-{lang}"));
            html! { <pre><code {class}>{ text.clone() }</code></pre> }
        }
        Block::Calculator(spec) => match embedded(spec) {
            Some(kind) => html! {
                <crate::components::calculator::Calculator {kind} overrides={spec.params.clone()} embedded=true lang={ctx.lang} />
            },
            None if spec.name == "estimate" || spec.name == "wizard" => launcher(ctx, spec),
            None => calculator_placeholder(ctx.lang, spec),
        },
        Block::Table { head, rows } => html! {
            // Focusable and named, so that a keyboard can scroll a table wider than the screen.
            <div class="table-scroll" tabindex="0" role="region"
                aria-label={gpuplan_i18n::app::table_region(&head.iter().map(|c| gpuplan_core::doc::plain_text(c)).collect::<Vec<_>>(), ctx.lang)}>
                <table>
                    <thead><tr>{ for head.iter().map(|c| html! { <th scope="col">{ inlines(ctx, c) }</th> }) }</tr></thead>
                    <tbody>
                        { for rows.iter().map(|row| html! {
                            <tr>{ for row.iter().map(|c| html! { <td>{ inlines(ctx, c) }</td> }) }</tr>
                        }) }
                    </tbody>
                </table>
            </div>
        },
        // Generated at build time; an unresolved one cannot reach a built site.
        Block::LiveTable(t) => match &t.worded {
            Some(table) => live_table(ctx, &t.name, t.line, table),
            None => html! {},
        },
        Block::Rule => html! { <hr /> },
    }
}

/// A table the build generated from the catalog and worded in the chapter's language: figures
/// right-aligned, missing values marked, and a caption with the snapshot dates and the prices'
/// footnotes.
fn live_table(ctx: &Ctx<'_>, name: &str, line: usize, table: &WordedTable) -> Html {
    let num = |i: usize| table.numeric.get(i).copied().unwrap_or(false).then_some("num");
    let cell = |i: usize, c: &WordedCell| {
        let class = classes!(num(i), c.missing.then_some("missing"));
        let text = html! { { c.text.clone() } };
        let content = match &c.link {
            Some(target) => link(ctx, target, text),
            None => text,
        };
        html! { <td {class}>{ content }</td> }
    };
    // A wide table scrolls: its box takes the keyboard focus and is named by the caption.
    let caption_id = format!("live-{name}-{line}");
    html! {
        <figure class="live-table" data-live-table={name.to_owned()}>
            <div class="table-scroll" tabindex="0" role="region" aria-labelledby={caption_id.clone()}>
                <table>
                    <thead><tr>{ for table.head.iter().enumerate().map(|(i, h)| html! {
                        <th scope="col" class={classes!(num(i))}>{ h.clone() }</th>
                    }) }</tr></thead>
                    <tbody>
                        { for table.rows.iter().map(|row| html! {
                            <tr>{ for row.iter().enumerate().map(|(i, c)| cell(i, c)) }</tr>
                        }) }
                    </tbody>
                </table>
            </div>
            <figcaption id={caption_id}>{ inlines(ctx, &table.caption) }</figcaption>
        </figure>
    }
}

fn list_items(ctx: &Ctx<'_>, items: &[Vec<Block>]) -> Html {
    items.iter().map(|item| html! { <li>{ for item.iter().map(|b| block(ctx, b)) }</li> }).collect()
}

/// The calculator a fence embeds in the chapter, which needs the app's code; `None` for a card
/// that links to a whole page (the estimate builder, the wizard) or a placeholder, which do not.
pub fn embedded(spec: &CalculatorSpec) -> Option<gpuplan_core::calc::Kind> {
    gpuplan_core::calc::Kind::from_name(&spec.name)
}

/// Where a chapter places the estimate builder or the wizard: a card that opens it with the
/// fence's settings (both are whole pages, and keep their state in their own address).
fn launcher(ctx: &Ctx<'_>, spec: &CalculatorSpec) -> Html {
    use gpuplan_core::calc::estimate_form::{EstimateForm, LineForm};
    let get = |k: &str| spec.params.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone());
    let (path, title, text) = if spec.name == "estimate" {
        let region = get("region").unwrap_or_else(|| "westeurope".into());
        let mut form = EstimateForm { lines: Vec::new(), ..EstimateForm::default() };
        for kind in get("lines").unwrap_or_else(|| "compute".into()).split(',').map(str::trim) {
            let (kind, family) = match kind {
                "premium-ssd" => ("disk", Some("premium-ssd")),
                other => (other, None),
            };
            let mut line = LineForm::new(kind);
            // Egress keeps its own default region: the data has Internet bands for it only.
            if kind != "egress" {
                line.set("region", region.clone());
            }
            if let Some(f) = family {
                line.set("family", f.to_owned());
            }
            if !line.fields.is_empty() {
                form.lines.push(line);
            }
        }
        let json = form
            .to_estimate()
            .ok()
            .and_then(|e| serde_json::to_string(&e).ok())
            .unwrap_or_default();
        let query = gpuplan_core::percent::encode(&json);
        (format!("estimate?e={query}"), Msg::EstimateLauncher, Msg::EstimateLauncherText)
    } else {
        let pairs: Vec<String> = spec
            .params
            .iter()
            .map(|(k, v)| {
                format!(
                    "wizard.{}={}",
                    gpuplan_core::percent::encode(k),
                    gpuplan_core::percent::encode(v)
                )
            })
            .collect();
        (format!("wizard?{}", pairs.join("&")), Msg::WizardLauncher, Msg::WizardLauncherText)
    };
    // The page in the chapter's language.
    let path = match crate::route::prefix(ctx.lang) {
        Some(prefix) => format!("{}/{path}", prefix.trim_start_matches('/')),
        None => path,
    };
    let t = |m: Msg| m.text(ctx.lang);
    let (title, text) = (t(title), t(text));
    html! {
        <aside class="calc-launcher" data-calculator={spec.name.clone()}>
            <strong>{ title }</strong>{ " " }{ text }{ " " }
            <a href={path}>{ t(Msg::Open) }</a>
        </aside>
    }
}

/// Shown where a calculator will sit, until that calculator exists: clearly marked, with the
/// defaults the chapter gives it.
fn calculator_placeholder(lang: Lang, spec: &CalculatorSpec) -> Html {
    let params = spec.params.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>();
    let (title, defaults) = gpuplan_i18n::app::coming_soon(lang, &spec.name);
    html! {
        <aside class="calc-placeholder" role="note" data-calculator={spec.name.clone()}>
            <strong>{ title }</strong>
            if !params.is_empty() {
                { " " }{ defaults }{ params.join(", ") }
            }
        </aside>
    }
}

fn inlines(ctx: &Ctx<'_>, content: &[Inline]) -> Html {
    content.iter().map(|i| inline(ctx, i)).collect()
}

fn inline(ctx: &Ctx<'_>, node: &Inline) -> Html {
    match node {
        Inline::Text(t) => html! { { t.clone() } },
        Inline::Code(c) => html! { <code>{ c.clone() }</code> },
        Inline::Emphasis(c) => html! { <em>{ inlines(ctx, c) }</em> },
        Inline::Strong(c) => html! { <strong>{ inlines(ctx, c) }</strong> },
        Inline::Strikethrough(c) => html! { <del>{ inlines(ctx, c) }</del> },
        Inline::LineBreak => html! { <br /> },
        Inline::Link { target, content } => link(ctx, target, inlines(ctx, content)),
        // Resolved at build time; an unresolved one cannot reach a built site.
        Inline::Cite(key) => cite(ctx, key),
        Inline::Live(l) => html! {
            <span class="live" data-live={l.name.clone()} title={Msg::LiveFigure.text(ctx.lang)}>
                { l.value.clone().unwrap_or_else(|| "…".to_owned()) }
            </span>
        },
    }
}

/// A numbered footnote marker that links to the source's entry on the sources page.
fn cite(ctx: &Ctx<'_>, key: &str) -> Html {
    let n = ctx.citations.iter().position(|k| *k == key).map_or(0, |i| i + 1);
    let title = crate::content::source(key).map(|s| source_label(s, ctx.lang)).unwrap_or_default();
    let path = format!("guide/{}/{}#src-{key}", ctx.lang.code(), gpuplan_core::guide::SOURCES_SLUG);
    let label = gpuplan_i18n::app::footnote(ctx.lang, n, &title);
    html! {
        <sup class="cite">
            { link_to(ctx, &path, html! { { format!("[{n}]") } }, Some(label)) }
        </sup>
    }
}

/// A source's title in `lang` ([`Source::title_in`](gpuplan_core::catalog::Source::title_in))
/// with its date, as footnotes' tooltips show it: `Title (2026-06-18)`, `标题（2026年6月18日）`.
pub fn source_label(s: &gpuplan_core::catalog::Source, lang: Lang) -> String {
    gpuplan_i18n::catalog::source_line(s.title_in(lang), s.date, lang)
}

/// A source's title in `lang` as a `<cite>`. A cited work's own title on a page in another
/// language (an English paper's on a Chinese page) says its language (`<cite lang="en">`).
pub fn cited_title(s: &gpuplan_core::catalog::Source, lang: Lang) -> Html {
    let title_lang = s.title_lang(lang);
    let own = (title_lang != lang).then(|| AttrValue::from(gpuplan_i18n::html_lang(title_lang)));
    html! { <cite lang={own}>{ s.title_in(lang).to_owned() }</cite> }
}

/// [`cited_title`], then the source's date in the page's style, as source lists show it:
/// `Title (2026-06-18)`, `标题（2026年6月18日）`.
pub fn source_cite(s: &gpuplan_core::catalog::Source, lang: Lang) -> Html {
    let date =
        s.date.map(|d| gpuplan_i18n::catalog::paren(&gpuplan_i18n::format::date(d, lang), lang));
    html! { <>{ cited_title(s, lang) }{ date.unwrap_or_default() }</> }
}

fn link(ctx: &Ctx<'_>, target: &LinkTarget, children: Html) -> Html {
    match target {
        LinkTarget::External(url) => {
            html! { <a href={url.clone()} rel="noopener noreferrer">{ children }</a> }
        }
        LinkTarget::Anchor(id) => {
            html! { <a href={format!("{}#{id}", ctx.page)}>{ children }</a> }
        }
        LinkTarget::Internal(path) => link_to(ctx, path, children, None),
    }
}

/// A link to a path inside the site, in the document's language: a Chinese chapter's link to
/// `catalog` goes to `zh/catalog`. Where the path names a page this bundle draws, a plain click
/// navigates in the app without a reload (keeping any `#anchor`); the href still works with
/// JavaScript off, for opening in a new tab, and for the pages of other bundles.
fn link_to(ctx: &Ctx<'_>, path: &str, children: Html, title: Option<String>) -> Html {
    let (route_path, anchor) = path.split_once('#').unwrap_or((path, ""));
    let route = Page::recognize(&format!("/{route_path}"))
        .filter(|p| p.route != Route::NotFound)
        .map(|p| if p.lang == Lang::En { Page::new(ctx.lang, p.route) } else { p });
    let path = match &route {
        Some(p) if !path.starts_with("guide/") => {
            match crate::route::prefix(p.lang).map(|x| x.trim_start_matches('/')) {
                Some(dir) if !path.starts_with(&format!("{dir}/")) => format!("{dir}/{path}"),
                _ => path.to_owned(),
            }
        }
        _ => path.to_owned(),
    };
    let anchor = anchor.to_owned();
    // A page this bundle draws opens in the app; any other loads as a page, by the href.
    let in_app = route.filter(|p| Bundle::draws(&p.route));
    let onclick = in_app.zip(ctx.navigator.clone()).map(|(route, navigator)| {
        Callback::from(move |e: MouseEvent| {
            if e.button() == 0 && !(e.ctrl_key() || e.meta_key() || e.shift_key() || e.alt_key()) {
                e.prevent_default();
                crate::nav::push_with_anchor(&navigator, &route, &anchor);
            }
        })
    });
    html! { <a href={path} {onclick} {title}>{ children }</a> }
}
