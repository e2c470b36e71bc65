//! The typed document tree of a guide chapter, and the diagnostics found while building it.
//!
//! The tree holds no HTML. Text is text, and every link has been checked, so a renderer that
//! turns these nodes into DOM nodes cannot inject markup. The tree is serde-serialisable so that
//! chapters can be parsed at build time and shipped to the browser as data.

use rust_decimal::Decimal;
use serde::{Deserialize, Serialize};

use crate::catalog::{Lifecycle, PricingModel, ReservationSupport};
use crate::date::Date;

/// One parsed chapter.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Document {
    /// The text of the first level-1 heading, or empty when there is none.
    pub title: String,
    /// The chapter's blocks, in order.
    pub blocks: Vec<Block>,
}

impl Document {
    /// Every live-number directive, for resolving or checking.
    pub fn live_mut(&mut self) -> Vec<&mut LiveSpec> {
        fn inl<'a>(xs: &'a mut [Inline], out: &mut Vec<&'a mut LiveSpec>) {
            for x in xs {
                match x {
                    Inline::Live(l) => out.push(l),
                    Inline::Emphasis(c) | Inline::Strong(c) | Inline::Strikethrough(c) => {
                        inl(c, out)
                    }
                    Inline::Link { content, .. } => inl(content, out),
                    Inline::Text(_) | Inline::Code(_) | Inline::LineBreak | Inline::Cite(_) => {}
                }
            }
        }
        fn blk<'a>(bs: &'a mut [Block], out: &mut Vec<&'a mut LiveSpec>) {
            for b in bs {
                match b {
                    Block::Heading { content, .. } | Block::Paragraph(content) => inl(content, out),
                    Block::List { items, .. } => items.iter_mut().for_each(|i| blk(i, out)),
                    Block::Quote(bs) | Block::Callout { blocks: bs, .. } => blk(bs, out),
                    Block::Table { head, rows } => {
                        head.iter_mut().for_each(|c| inl(c, out));
                        rows.iter_mut().flatten().for_each(|c| inl(c, out));
                    }
                    Block::Code { .. }
                    | Block::Calculator(_)
                    | Block::LiveTable(_)
                    | Block::Rule => {}
                }
            }
        }
        let mut out = Vec::new();
        blk(&mut self.blocks, &mut out);
        out
    }

    /// The same document in the pseudo-locale (feature `pseudo`, tests only): every text a
    /// reader sees ([`crate::lang::pseudo::localize`]d), code, anchors, links' targets and
    /// citations' keys as they are.
    #[cfg(feature = "pseudo")]
    pub fn pseudo_localized(&self) -> Document {
        use crate::lang::pseudo::localize;
        fn inl(xs: &mut [Inline]) {
            for x in xs {
                match x {
                    Inline::Text(t) => *t = localize(t),
                    Inline::Live(l) => l.value = l.value.as_deref().map(localize),
                    Inline::Emphasis(c) | Inline::Strong(c) | Inline::Strikethrough(c) => inl(c),
                    Inline::Link { content, .. } => inl(content),
                    Inline::Code(_) | Inline::LineBreak | Inline::Cite(_) => {}
                }
            }
        }
        fn blk(bs: &mut [Block]) {
            for b in bs {
                match b {
                    Block::Heading { content, .. } | Block::Paragraph(content) => inl(content),
                    Block::List { items, .. } => items.iter_mut().for_each(|i| blk(i)),
                    Block::Quote(bs) | Block::Callout { blocks: bs, .. } => blk(bs),
                    Block::Table { head, rows } => {
                        head.iter_mut().for_each(|c| inl(c));
                        rows.iter_mut().flatten().for_each(|c| inl(c));
                    }
                    Block::LiveTable(LiveTable { worded: Some(w), .. }) => {
                        w.head.iter_mut().for_each(|h| *h = localize(h));
                        w.rows.iter_mut().flatten().for_each(|c| c.text = localize(&c.text));
                        inl(&mut w.caption);
                    }
                    Block::LiveTable(_)
                    | Block::Code { .. }
                    | Block::Calculator(_)
                    | Block::Rule => {}
                }
            }
        }
        let mut doc = self.clone();
        doc.title = localize(&doc.title);
        blk(&mut doc.blocks);
        doc
    }

    /// Every generated table, for resolving or checking, wherever it sits.
    pub fn live_tables_mut(&mut self) -> Vec<&mut LiveTable> {
        fn blk<'a>(bs: &'a mut [Block], out: &mut Vec<&'a mut LiveTable>) {
            for b in bs {
                match b {
                    Block::LiveTable(t) => out.push(t),
                    Block::List { items, .. } => items.iter_mut().for_each(|i| blk(i, out)),
                    Block::Quote(bs) | Block::Callout { blocks: bs, .. } => blk(bs, out),
                    Block::Heading { .. }
                    | Block::Paragraph(_)
                    | Block::Table { .. }
                    | Block::Code { .. }
                    | Block::Calculator(_)
                    | Block::Rule => {}
                }
            }
        }
        let mut out = Vec::new();
        blk(&mut self.blocks, &mut out);
        out
    }

    /// Every generated table, in document order.
    pub fn live_tables(&self) -> Vec<&LiveTable> {
        fn blk<'a>(bs: &'a [Block], out: &mut Vec<&'a LiveTable>) {
            for b in bs {
                match b {
                    Block::LiveTable(t) => out.push(t),
                    Block::List { items, .. } => items.iter().for_each(|i| blk(i, out)),
                    Block::Quote(bs) | Block::Callout { blocks: bs, .. } => blk(bs, out),
                    _ => {}
                }
            }
        }
        let mut out = Vec::new();
        blk(&self.blocks, &mut out);
        out
    }

    /// The headings of levels 2 and 3, in order: a chapter's table of contents.
    pub fn outline(&self) -> Vec<OutlineEntry> {
        self.blocks
            .iter()
            .filter_map(|b| match b {
                Block::Heading { level, id, content } if (2..=3).contains(level) => {
                    Some(OutlineEntry { level: *level, id: id.clone(), text: plain_text(content) })
                }
                _ => None,
            })
            .collect()
    }

    /// Calls `f` on every inline node, depth first, in document order.
    pub fn walk_inlines<'a>(&'a self, f: &mut impl FnMut(&'a Inline)) {
        fn inl<'a>(xs: &'a [Inline], f: &mut impl FnMut(&'a Inline)) {
            for x in xs {
                f(x);
                match x {
                    Inline::Emphasis(c) | Inline::Strong(c) | Inline::Strikethrough(c) => inl(c, f),
                    Inline::Link { content, .. } => inl(content, f),
                    _ => {}
                }
            }
        }
        fn blk<'a>(bs: &'a [Block], f: &mut impl FnMut(&'a Inline)) {
            for b in bs {
                match b {
                    Block::Heading { content, .. } | Block::Paragraph(content) => inl(content, f),
                    Block::List { items, .. } => items.iter().for_each(|i| blk(i, f)),
                    Block::Quote(bs) | Block::Callout { blocks: bs, .. } => blk(bs, f),
                    Block::Table { head, rows } => {
                        head.iter().for_each(|c| inl(c, f));
                        rows.iter().flatten().for_each(|c| inl(c, f));
                    }
                    // A generated table's footnotes count like the text's; its cells are data.
                    Block::LiveTable(t) => match (&t.worded, &t.table) {
                        (Some(w), _) => inl(&w.caption, f),
                        (None, Some(table)) => inl(&table.sources, f),
                        (None, None) => {}
                    },
                    Block::Code { .. } | Block::Calculator(_) | Block::Rule => {}
                }
            }
        }
        blk(&self.blocks, f);
    }

    /// The sources the chapter cites, each once, in order of first citation: footnote `n` is
    /// entry `n - 1`.
    pub fn citations(&self) -> Vec<&str> {
        let mut out: Vec<&str> = Vec::new();
        self.walk_inlines(&mut |i| {
            if let Inline::Cite(id) = i
                && !out.contains(&id.as_str())
            {
                out.push(id);
            }
        });
        out
    }

    /// Every link target, in order.
    pub fn links(&self) -> Vec<&LinkTarget> {
        let mut out = Vec::new();
        self.walk_inlines(&mut |i| {
            if let Inline::Link { target, .. } = i {
                out.push(target);
            }
        });
        out
    }

    /// The calculators the chapter places, in document order, wherever they sit (in a list,
    /// quote or callout too). Which of them need the app's code (an embedded calculator does; a
    /// card that links to a whole page does not) is the app's to say.
    pub fn calculators(&self) -> Vec<&CalculatorSpec> {
        fn walk<'a>(bs: &'a [Block], out: &mut Vec<&'a CalculatorSpec>) {
            for b in bs {
                match b {
                    Block::Calculator(spec) => out.push(spec),
                    Block::List { items, .. } => items.iter().for_each(|i| walk(i, out)),
                    Block::Quote(bs) | Block::Callout { blocks: bs, .. } => walk(bs, out),
                    Block::Heading { .. }
                    | Block::Paragraph(_)
                    | Block::Table { .. }
                    | Block::LiveTable(_)
                    | Block::Code { .. }
                    | Block::Rule => {}
                }
            }
        }
        let mut out = Vec::new();
        walk(&self.blocks, &mut out);
        out
    }

    /// Every heading anchor in the chapter, in order.
    pub fn anchors(&self) -> Vec<&str> {
        self.blocks
            .iter()
            .filter_map(|b| match b {
                Block::Heading { id, .. } => Some(id.as_str()),
                _ => None,
            })
            .collect()
    }
}

/// A heading in a chapter's table of contents.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutlineEntry {
    /// 2 or 3.
    pub level: u8,
    /// The anchor, without `#`.
    pub id: String,
    /// The heading's plain text.
    pub text: String,
}

/// A block-level node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Block {
    /// A heading with a stable anchor.
    Heading {
        /// 1 to 6.
        level: u8,
        /// The anchor: given explicitly as `{#id}`, or derived from the text.
        id: String,
        /// The heading's inline content.
        content: Vec<Inline>,
    },
    /// A paragraph.
    Paragraph(Vec<Inline>),
    /// A bulleted list (`start` is `None`) or a numbered one.
    List {
        /// The first number of an ordered list.
        start: Option<u64>,
        /// Each item is a sequence of blocks.
        items: Vec<Vec<Block>>,
    },
    /// A block quote.
    Quote(Vec<Block>),
    /// A callout: a quote whose first line is `[!NOTE]`, `[!WARNING]` or `[!FACTCHECK]`.
    Callout {
        /// What kind.
        kind: CalloutKind,
        /// Its content, without the marker.
        blocks: Vec<Block>,
    },
    /// A fenced or indented code block, shown verbatim.
    Code {
        /// The info string's first word, or empty.
        lang: String,
        /// The code, verbatim.
        text: String,
    },
    /// A calculator placed by a ```` ```calc NAME ```` fence.
    Calculator(CalculatorSpec),
    /// A table.
    Table {
        /// The header row.
        head: Vec<Vec<Inline>>,
        /// The body rows.
        rows: Vec<Vec<Vec<Inline>>>,
    },
    /// A table the build computes from the data, placed by a ```` ```live NAME ```` fence.
    LiveTable(LiveTable),
    /// A thematic break.
    Rule,
}

/// A ```` ```live NAME ```` fence: which table to generate, its `key = value` settings, and once
/// the build has resolved it, the table. An unresolved one fails the build.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveTable {
    /// The generator's name, the word after `live`, such as `gpu_table`.
    pub name: String,
    /// `key = value` lines from the fence body, in order.
    pub params: Vec<(String, String)>,
    /// The 1-based source line.
    pub line: usize,
    /// The table; `None` until the build resolves it. It stays with the build (checks and
    /// wording) and is not serialised: the page receives `worded`, so the browser deserialises
    /// and draws only inline nodes.
    #[serde(skip)]
    pub table: Option<DataTable>,
    /// The table worded in the chapter's language (`gpuplan_i18n::guide::word`), which the web
    /// build fills in before it writes the guide for the page.
    #[serde(default)]
    pub worded: Option<WordedTable>,
}

impl LiveTable {
    /// A fence not yet resolved: `name` with its settings, at `line`.
    pub fn new(name: String, params: Vec<(String, String)>, line: usize) -> LiveTable {
        LiveTable { name, params, line, table: None, worded: None }
    }
}

/// A generated table as the page draws it: headers, cells and caption in one language, with the
/// marks the page styles (figure columns right-aligned, missing values dimmed). Kept small: it
/// travels in the guide's data file.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct WordedTable {
    /// The header row.
    pub head: Vec<String>,
    /// Which columns hold figures, one flag a column.
    pub numeric: Vec<bool>,
    /// The body rows.
    pub rows: Vec<Vec<WordedCell>>,
    /// The caption: what the table is, the snapshot dates and the prices' footnotes.
    pub caption: Vec<Inline>,
}

/// One worded cell: its text, a link where it opens a page, and whether it holds no value (not
/// priced, does not fit, no figure).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct WordedCell {
    /// The text.
    pub text: String,
    /// Where the text links to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<LinkTarget>,
    /// No value.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub missing: bool,
}

/// A generated table: typed columns and cells, worded and formatted for the reader's language by
/// the page, never text written in one language by the core.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataTable {
    /// What each column holds, in order.
    pub columns: Vec<Column>,
    /// The rows; each has one cell a column.
    pub rows: Vec<Vec<Cell>>,
    /// The oldest and newest snapshot dates of the prices the table shows.
    pub dates: Option<(Date, Date)>,
    /// The sources of those prices, each an [`Inline::Cite`], in order of first use.
    pub sources: Vec<Inline>,
    /// The day the table is true on: lifecycle stages and prices as they stood then.
    pub on: Date,
    /// Whether the table shows prices (its caption then speaks of them and their snapshots).
    pub priced: bool,
}

/// What a generated table's column holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Column {
    /// The accelerator's name.
    Gpu,
    /// Its memory per GPU, GB.
    Memory,
    /// A VM series.
    Series,
    /// Whether the series can take an on-demand capacity reservation.
    CapacityReservation,
    /// Its interconnect, as the catalog words it.
    Interconnect,
    /// The lifecycle stage of its series.
    Status,
    /// The lowest Linux price per GPU-hour among its sizes, under a pricing model in a region.
    PerGpuHour {
        /// The pricing model.
        model: PricingModel,
        /// The region.
        region: RegionRef,
    },
    /// That price over the GPU's dense BF16 peak: USD per PFLOP-hour.
    PerPflopHour {
        /// The pricing model.
        model: PricingModel,
        /// The region.
        region: RegionRef,
    },
    /// How many regions price the accelerator (any of its current sizes, Linux pay-as-you-go).
    RegionCount,
    /// Those regions.
    Regions,
    /// A VM size, linked to the calculator filled in for it.
    Size,
    /// Replicas (copies of the model, each on its own GPUs) needed for the target rate.
    Replicas,
    /// Output tokens per second one replica generates.
    TokensPerSecond,
    /// Pay-as-you-go cost an hour of the replicas that reach the target rate.
    PerHour {
        /// The region.
        region: RegionRef,
    },
    /// That cost over the tokens the target rate yields in an hour: USD per million tokens.
    PerMillionTokens {
        /// The region.
        region: RegionRef,
    },
}

/// A region as a generated table names it: its code and the catalog's English display name
/// (the page gives Microsoft's Chinese name on Chinese pages).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RegionRef {
    /// The ARM name, such as `eastus`.
    pub code: String,
    /// The display name, such as `East US`.
    pub name: String,
}

/// One cell of a generated table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Cell {
    /// The catalog's text, with its Chinese form where the catalog has one.
    Text {
        /// The English text.
        en: String,
        /// The Chinese text, if any.
        zh: Option<String>,
    },
    /// A figure, shown rounded to `places`.
    Number {
        /// The value.
        value: Decimal,
        /// Places shown.
        places: u32,
    },
    /// An amount of US dollars, exact; the page rounds it for display.
    Usd(Decimal),
    /// The snapshot holds no such price: shown as "not priced", never as a number.
    NotPriced,
    /// The catalog has no such figure for this part (no BF16 on the GPU, say).
    NoFigure,
    /// The model does not fit on this size.
    DoesNotFit,
    /// A lifecycle stage, with the retirement date where one is announced.
    Status {
        /// The stage.
        status: Lifecycle,
        /// The announced retirement date.
        retires: Option<Date>,
    },
    /// A list of regions.
    Regions(Vec<RegionRef>),
    /// What the capacity reservation page says of a series; `None` where it does not name it.
    Reservation(Option<ReservationSupport>),
    /// Text that links to a page of the site.
    Link {
        /// The text.
        text: String,
        /// A path inside the site.
        target: LinkTarget,
    },
}

/// The kinds of callout.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CalloutKind {
    /// Background.
    Note,
    /// Something that can cost money or time.
    Warning,
    /// Where the source article's claim differs from the data: the claim, the data, the source.
    FactCheck,
}

/// Where a ```` ```calc ```` fence puts a calculator, and the defaults it sets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CalculatorSpec {
    /// The calculator's name, the word after `calc`.
    pub name: String,
    /// `key = value` lines from the fence body, in order.
    pub params: Vec<(String, String)>,
}

/// An inline node.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Inline {
    /// Plain text. Raw HTML in the source also lands here, as visible text.
    Text(String),
    /// Inline code.
    Code(String),
    /// Emphasis.
    Emphasis(Vec<Inline>),
    /// Strong emphasis.
    Strong(Vec<Inline>),
    /// Strikethrough.
    Strikethrough(Vec<Inline>),
    /// A link whose target passed the scheme check.
    Link {
        /// The checked target.
        target: LinkTarget,
        /// The link text.
        content: Vec<Inline>,
    },
    /// A hard line break.
    LineBreak,
    /// A figure computed from the catalog, written `{{ name key=value }}` in the source. The
    /// build resolves it (`value`); an unresolved one fails the build.
    Live(LiveSpec),
    /// A footnote citing a source by its key in `content/data/sources.toml`, written `[^key]`.
    /// The build checks that the key exists; the page numbers citations in order of first use.
    Cite(String),
}

/// A live-number directive and, once resolved, its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiveSpec {
    /// The directive's name, such as `spot_discount`.
    pub name: String,
    /// Its `key=value` parameters, in order.
    pub params: Vec<(String, String)>,
    /// The 1-based source line.
    pub line: usize,
    /// The resolved text; `None` until the build resolves it.
    pub value: Option<String>,
}

/// A link target that is safe to put in an `href`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LinkTarget {
    /// An `http:`, `https:` or `mailto:` URL.
    External(String),
    /// A path inside the site, such as `guide/en/cost-models#spot`, relative to the site root.
    Internal(String),
    /// An anchor in the same chapter, without `#`.
    Anchor(String),
}

/// Something in the source worth reporting. Content problems are data, not failures.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// The 1-based source line.
    pub line: usize,
    /// What was found.
    pub kind: DiagnosticKind,
}

/// The kinds of [`Diagnostic`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiagnosticKind {
    /// Raw HTML in the source; it is shown as text, never as markup.
    RawHtml(String),
    /// A link whose scheme is not http, https or mailto; its text is kept, the link dropped.
    UnsafeLink(String),
    /// An image; images are not rendered, their alt text is kept.
    Image(String),
    /// Two headings would share this anchor; the later one got a numeric suffix.
    DuplicateAnchor(String),
    /// A `calc` fence line that is not `key = value`.
    BadCalculatorParam(String),
    /// Containers nested deeper than this were flattened into their parent.
    TooDeep(usize),
    /// A `{{` with no closing `}}` on the same text run, or without a name.
    BadDirective(String),
}

impl std::fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let line = self.line;
        match &self.kind {
            DiagnosticKind::RawHtml(h) => write!(f, "line {line}: raw HTML shown as text: {h}"),
            DiagnosticKind::UnsafeLink(u) => write!(f, "line {line}: link dropped: {u}"),
            DiagnosticKind::Image(u) => write!(f, "line {line}: image not rendered: {u}"),
            DiagnosticKind::DuplicateAnchor(a) => write!(f, "line {line}: duplicate anchor #{a}"),
            DiagnosticKind::BadDirective(d) => write!(f, "line {line}: not a directive: {d}"),
            DiagnosticKind::TooDeep(n) => {
                write!(f, "line {line}: nesting deeper than {n} levels was flattened")
            }
            DiagnosticKind::BadCalculatorParam(p) => {
                write!(f, "line {line}: calculator parameter is not `key = value`: {p}")
            }
        }
    }
}

/// The plain text of inline content, with markup removed.
pub fn plain_text(inlines: &[Inline]) -> String {
    let mut out = String::new();
    push_plain(inlines, &mut out);
    out
}

fn push_plain(inlines: &[Inline], out: &mut String) {
    for inline in inlines {
        match inline {
            Inline::Text(t) | Inline::Code(t) => out.push_str(t),
            Inline::Emphasis(c) | Inline::Strong(c) | Inline::Strikethrough(c) => {
                push_plain(c, out)
            }
            Inline::Link { content, .. } => push_plain(content, out),
            Inline::LineBreak => out.push(' '),
            Inline::Cite(_) => {}
            Inline::Live(l) => out.push_str(l.value.as_deref().unwrap_or("…")),
        }
    }
}
