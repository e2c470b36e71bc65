//! The catalog table as a reader sees it: filters, sort order, price normalisation and time
//! unit, kept in the page's URL. Parsing the URL never fails: each bad parameter falls back to
//! its default and is reported as a [`Notice`] naming it.

use std::cmp::Ordering;
use std::fmt::Write as _;

use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;

use super::model::{Catalog, Gpu, Lifecycle, Os, PricingModel, Size};
use super::query::{PriceAnswer, SizeFilter};
use crate::date::Date;

/// How prices are divided before they are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Normalise {
    /// The whole VM.
    Vm,
    /// Per GPU (a 1/6 partition counts as 1/6 of a GPU): the default, as people compare GPUs
    /// per GPU-hour.
    #[default]
    Gpu,
    /// Per GB of GPU memory.
    VramGb,
    /// Per dense BF16 PFLOP of peak throughput.
    Bf16Pflop,
}

impl Normalise {
    /// Every choice, in display order.
    pub const ALL: [Normalise; 4] =
        [Normalise::Vm, Normalise::Gpu, Normalise::VramGb, Normalise::Bf16Pflop];

    /// Its URL value.
    pub fn as_str(self) -> &'static str {
        match self {
            Normalise::Vm => "vm",
            Normalise::Gpu => "gpu",
            Normalise::VramGb => "vram",
            Normalise::Bf16Pflop => "pflop",
        }
    }
}

/// The time a price covers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TimeUnit {
    /// One hour.
    #[default]
    Hour,
    /// 730 hours, the month Azure's calculator uses.
    Month,
    /// 8,760 hours.
    Year,
}

impl TimeUnit {
    /// Every unit.
    pub const ALL: [TimeUnit; 3] = [TimeUnit::Hour, TimeUnit::Month, TimeUnit::Year];

    /// Its URL value and label.
    pub fn as_str(self) -> &'static str {
        match self {
            TimeUnit::Hour => "hour",
            TimeUnit::Month => "month",
            TimeUnit::Year => "year",
        }
    }

    /// Hours in the unit.
    pub fn hours(self) -> u32 {
        match self {
            TimeUnit::Hour => 1,
            TimeUnit::Month => 730,
            TimeUnit::Year => 8760,
        }
    }

    /// Decimal places shown: 4 for hourly prices, 2 for monthly and yearly ones.
    pub fn decimals(self) -> u32 {
        match self {
            TimeUnit::Hour => 4,
            TimeUnit::Month | TimeUnit::Year => 2,
        }
    }
}

/// A column of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Column {
    /// ARM size name.
    Size,
    /// The accelerator.
    Gpu,
    /// GPUs per VM.
    Gpus,
    /// GPU memory per VM.
    Vram,
    /// vCPUs.
    Vcpu,
    /// InfiniBand.
    Infiniband,
    /// Lifecycle stage.
    Status,
    /// A price.
    Price(PricingModel),
}

impl Column {
    /// Every column, in display order: what a size is, its prices, then the rest of its specs,
    /// so that a wide screen shows the first prices without scrolling sideways.
    pub fn all() -> Vec<Column> {
        let mut c = vec![Column::Size, Column::Gpu, Column::Gpus, Column::Vram];
        c.extend(PricingModel::ALL.into_iter().map(Column::Price));
        c.extend([Column::Vcpu, Column::Infiniband, Column::Status]);
        c
    }

    /// Its URL value.
    pub fn key(self) -> &'static str {
        match self {
            Column::Size => "size",
            Column::Gpu => "gpu",
            Column::Gpus => "gpus",
            Column::Vram => "vram",
            Column::Vcpu => "vcpu",
            Column::Infiniband => "ib",
            Column::Status => "status",
            Column::Price(m) => m.as_str(),
        }
    }

    fn parse(s: &str) -> Option<Column> {
        Column::all().into_iter().find(|c| c.key() == s)
    }
}

/// Everything that decides what the table shows. It round-trips through a URL query.
#[derive(Debug, Clone, PartialEq)]
pub struct CatalogView {
    /// GPU key or part of its name.
    pub gpu: Option<String>,
    /// At least this much GPU memory per VM, GB.
    pub min_vram_gb: Option<u32>,
    /// At least this many GPUs.
    pub min_gpus: Option<u32>,
    /// InfiniBand stated (`Some(true)`) or not (`Some(false)`).
    pub infiniband: Option<bool>,
    /// Only this lifecycle stage.
    pub status: Option<Lifecycle>,
    /// Show retired sizes.
    pub show_retired: bool,
    /// The region whose prices are shown.
    pub region: String,
    /// Linux or Windows prices.
    pub os: Os,
    /// How prices are divided.
    pub normalise: Normalise,
    /// The time a price covers.
    pub unit: TimeUnit,
    /// The sort column: by default pay-as-you-go, so that the first rows are the cheapest per
    /// GPU-hour.
    pub sort: Column,
    /// Sort descending.
    pub descending: bool,
    /// Sizes chosen for side-by-side comparison.
    pub compare: Vec<String>,
}

/// The region shown when the URL names none: the snapshot with every pricing model but
/// reservations and Dev/Test.
pub const DEFAULT_REGION: &str = "westeurope";
/// At most this many sizes are compared side by side.
pub const MAX_COMPARE: usize = 6;
/// A query longer than this is ignored as a whole.
pub const MAX_QUERY_LEN: usize = 2048;
/// The `status` values the address takes: every lifecycle stage's name, in [`Lifecycle::ALL`]'s
/// order (a test holds the two together).
const STATUS_NAMES: [&str; 5] = ["available", "capacity-limited", "preview", "retiring", "retired"];

impl Default for CatalogView {
    fn default() -> Self {
        CatalogView {
            gpu: None,
            min_vram_gb: None,
            min_gpus: None,
            infiniband: None,
            status: None,
            show_retired: false,
            region: DEFAULT_REGION.to_owned(),
            os: Os::Linux,
            normalise: Normalise::Gpu,
            unit: TimeUnit::Hour,
            sort: Column::Price(PricingModel::Payg),
            descending: false,
            compare: Vec::new(),
        }
    }
}

/// A URL parameter that was ignored, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notice {
    /// The parameter.
    pub field: String,
    /// What was wrong.
    pub kind: NoticeKind,
}

/// What was wrong with a URL parameter. The values quoted are as found (cut where long); the
/// words are chosen at the edge, in the reader's language (`gpuplan_i18n::problems`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoticeKind {
    /// The whole query is longer than this many characters: defaults are shown.
    QueryTooLong(usize),
    /// The value is not valid percent-encoded UTF-8.
    NotPercentEncoded,
    /// The value names no accelerator of the catalog.
    NoAccelerator(String),
    /// Not a whole number of GB from 0 to this.
    NotGb(String, u32),
    /// Not a whole GPU count from 0 to this.
    NotGpuCount(String, u32),
    /// Not one of these values.
    NotOneOf(String, &'static [&'static str]),
    /// Not a region of the catalog.
    UnknownRegion(String),
    /// Not a column of the table.
    NotAColumn(String),
    /// Not a size of the catalog.
    UnknownSize(String),
    /// More sizes than this to compare: the rest are left out.
    TooManyToCompare(usize),
    /// Not a parameter of the page.
    UnknownParameter,
}

impl CatalogView {
    /// Reads a view from a URL query (with or without the leading `?`). Every parameter that
    /// cannot be used keeps its default and yields a notice; nothing here fails.
    pub fn from_query(query: &str, catalog: &Catalog) -> (CatalogView, Vec<Notice>) {
        let mut view = CatalogView::default();
        let mut notices = Vec::new();
        let query = query.strip_prefix('?').unwrap_or(query);
        if query.len() > MAX_QUERY_LEN {
            notices.push(Notice {
                field: "query".into(),
                kind: NoticeKind::QueryTooLong(MAX_QUERY_LEN),
            });
            return (view, notices);
        }
        let mut note =
            |field: &str, kind: NoticeKind| notices.push(Notice { field: field.to_owned(), kind });
        let one_of = |value: &str, options| NoticeKind::NotOneOf(value.to_owned(), options);
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (key, raw) = pair.split_once('=').unwrap_or((pair, ""));
            let Some(value) = percent_decode(raw) else {
                note(key, NoticeKind::NotPercentEncoded);
                continue;
            };
            let value = value.trim();
            match key {
                "gpu" => {
                    let known = catalog.gpus.iter().any(|g| {
                        g.id == value || g.name.to_lowercase().contains(&value.to_lowercase())
                    });
                    if value.is_empty() || value.len() > 40 || !known {
                        note(key, NoticeKind::NoAccelerator(value.to_owned()));
                    } else {
                        view.gpu = Some(value.to_owned());
                    }
                }
                "vram" => match value.parse::<u32>() {
                    Ok(v) if v <= 100_000 => view.min_vram_gb = Some(v),
                    _ => note(key, NoticeKind::NotGb(value.to_owned(), 100_000)),
                },
                "gpus" => match value.parse::<u32>() {
                    Ok(v) if v <= 1_000 => view.min_gpus = Some(v),
                    _ => note(key, NoticeKind::NotGpuCount(value.to_owned(), 1_000)),
                },
                "ib" => match value {
                    "yes" => view.infiniband = Some(true),
                    "no" => view.infiniband = Some(false),
                    _ => note(key, one_of(value, &["yes", "no"])),
                },
                "status" => match Lifecycle::ALL.into_iter().find(|l| l.as_str() == value) {
                    Some(l) => view.status = Some(l),
                    None => note(key, one_of(value, &STATUS_NAMES)),
                },
                "retired" => match value {
                    "1" => view.show_retired = true,
                    "0" => view.show_retired = false,
                    _ => note(key, one_of(value, &["1", "0"])),
                },
                "region" => match catalog.region(value) {
                    Some(r) => view.region = r.name.clone(),
                    None => note(key, NoticeKind::UnknownRegion(value.to_owned())),
                },
                "os" => match Os::ALL.into_iter().find(|o| o.as_str() == value) {
                    Some(o) => view.os = o,
                    None => note(key, one_of(value, &["linux", "windows"])),
                },
                "norm" => match Normalise::ALL.into_iter().find(|n| n.as_str() == value) {
                    Some(n) => view.normalise = n,
                    None => note(key, one_of(value, &["vm", "gpu", "vram", "pflop"])),
                },
                "unit" => match TimeUnit::ALL.into_iter().find(|u| u.as_str() == value) {
                    Some(u) => view.unit = u,
                    None => note(key, one_of(value, &["hour", "month", "year"])),
                },
                "sort" => match Column::parse(value) {
                    Some(c) => view.sort = c,
                    None => note(key, NoticeKind::NotAColumn(value.to_owned())),
                },
                "dir" => match value {
                    "asc" => view.descending = false,
                    "desc" => view.descending = true,
                    _ => note(key, one_of(value, &["asc", "desc"])),
                },
                "cmp" => {
                    for name in value.split(',').filter(|n| !n.is_empty()) {
                        if catalog.size(name).is_none() {
                            note(key, NoticeKind::UnknownSize(truncate(name)));
                        } else if view.compare.len() >= MAX_COMPARE {
                            note(key, NoticeKind::TooManyToCompare(MAX_COMPARE));
                            break;
                        } else if !view.compare.iter().any(|c| c == name) {
                            view.compare.push(name.to_owned());
                        }
                    }
                }
                other => note(&truncate(other), NoticeKind::UnknownParameter),
            }
        }
        (view, notices)
    }

    /// The URL query for this view, without the `?`; parameters at their default are left out.
    pub fn to_query(&self) -> String {
        self.to_pairs()
            .iter()
            .map(|(k, v)| format!("{k}={}", percent_encode(v)))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// The query parameters for this view, unencoded; parameters at their default are left out.
    pub fn to_pairs(&self) -> Vec<(&'static str, String)> {
        let d = CatalogView::default();
        let mut pairs: Vec<(&str, String)> = Vec::new();
        if let Some(g) = &self.gpu {
            pairs.push(("gpu", g.clone()));
        }
        if let Some(v) = self.min_vram_gb {
            pairs.push(("vram", v.to_string()));
        }
        if let Some(v) = self.min_gpus {
            pairs.push(("gpus", v.to_string()));
        }
        if let Some(ib) = self.infiniband {
            pairs.push(("ib", if ib { "yes" } else { "no" }.to_owned()));
        }
        if let Some(s) = self.status {
            pairs.push(("status", s.as_str().to_owned()));
        }
        if self.show_retired {
            pairs.push(("retired", "1".to_owned()));
        }
        if self.region != d.region {
            pairs.push(("region", self.region.clone()));
        }
        if self.os != d.os {
            pairs.push(("os", self.os.as_str().to_owned()));
        }
        if self.normalise != d.normalise {
            pairs.push(("norm", self.normalise.as_str().to_owned()));
        }
        if self.unit != d.unit {
            pairs.push(("unit", self.unit.as_str().to_owned()));
        }
        if self.sort != d.sort {
            pairs.push(("sort", self.sort.key().to_owned()));
        }
        if self.descending {
            pairs.push(("dir", "desc".to_owned()));
        }
        if !self.compare.is_empty() {
            pairs.push(("cmp", self.compare.join(",")));
        }
        pairs
    }

    /// The size filter this view implies.
    pub fn filter(&self, today: Date) -> SizeFilter {
        SizeFilter {
            gpu: self.gpu.clone(),
            min_vram_gb: self.min_vram_gb.map(f64::from),
            min_gpus: self.min_gpus.map(f64::from),
            region: None,
            status: self.status,
            infiniband: self.infiniband,
            include_retired: self.show_retired,
            today,
        }
    }
}

fn truncate(s: &str) -> String {
    s.chars().take(40).collect()
}

/// Encodes a query value: unreserved characters and `,` stay, everything else is `%XX`.
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~' | b',') {
            out.push(char::from(b));
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// Decodes `%XX` and `+`; `None` when the result is not UTF-8 or an escape is broken.
pub fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while let Some(&b) = bytes.get(i) {
        match b {
            b'%' => {
                let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                out.push(u8::from_str_radix(hex, 16).ok()?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).ok()
}

/// One price cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceCell {
    /// A price, normalised and scaled to the time unit (exact; round only to show it).
    Value(Decimal),
    /// The snapshot holds no such price.
    NotInSnapshot,
    /// The snapshot's price ended on this day, before the reader's date: never shown as today's.
    Ended(Date),
    /// The price exists but cannot be normalised this way (no BF16 figure for the GPU).
    NoFigure,
}

impl PriceCell {
    /// The amount, if there is one.
    pub fn value(self) -> Option<Decimal> {
        match self {
            PriceCell::Value(v) => Some(v),
            _ => None,
        }
    }
}

/// One row of the table.
#[derive(Debug, Clone, PartialEq)]
pub struct Row<'a> {
    /// The size.
    pub size: &'a Size,
    /// Its accelerator.
    pub gpu: Option<&'a Gpu>,
    /// Its lifecycle stage on the view's date.
    pub status: Lifecycle,
    /// One cell per [`PricingModel::ALL`] entry.
    pub prices: Vec<PriceCell>,
    /// Each cell's snapshot date, where it has a price.
    pub as_of: Vec<Option<Date>>,
}

impl Row<'_> {
    /// Whether the row has any price in the view's region and OS (a cell that cannot be
    /// normalised still counts: the snapshot has the price).
    pub fn is_priced(&self) -> bool {
        self.prices.iter().any(|c| !matches!(c, PriceCell::NotInSnapshot | PriceCell::Ended(_)))
    }

    /// Whether the cell for `PricingModel::ALL[i]` holds a price more than
    /// [`super::coverage::STALE_AFTER_DAYS`] days old on `today`.
    pub fn is_old(&self, i: usize, today: Date) -> bool {
        self.as_of.get(i).copied().flatten().is_some_and(|d| super::coverage::is_stale(d, today))
    }
}

/// What a normalisation does to a size's price, as a ratio `(multiply, divide)`, or `None` where
/// the figure is missing. Keeping it a ratio lets [`price_cell`] divide once, at the end, so that
/// a 1/6 partition's price per GPU is exactly six times its price.
pub fn normaliser(norm: Normalise, size: &Size, gpu: Option<&Gpu>) -> Option<(Decimal, Decimal)> {
    let (num, den) = (Decimal::from(size.gpu_count.num), Decimal::from(size.gpu_count.den));
    match norm {
        Normalise::Vm => Some((Decimal::ONE, Decimal::ONE)),
        Normalise::Gpu => Some((den, num)),
        Normalise::VramGb => Decimal::from_f64(size.vram_gb())
            .filter(|d| *d > Decimal::ZERO)
            .map(|v| (Decimal::ONE, v)),
        Normalise::Bf16Pflop => {
            let tflops = gpu.and_then(|g| g.bf16).and_then(|s| s.value())?;
            // `{}` prints the shortest decimal that reads back as the same f64: 1307.4 stays 1307.4.
            let tflops: Decimal = format!("{tflops}").parse().ok()?;
            // PFLOP/s per VM = TFLOP/s per GPU × GPUs / 1000.
            Some((den * Decimal::from(1000), tflops * num)).filter(|(_, d)| *d > Decimal::ZERO)
        }
    }
}

/// The price of a size under a model on `today`, as the view shows it: the snapshot price × the
/// time unit's hours × the normaliser, divided once by the normaliser's divisor and, for a
/// reservation's whole-term total, by the term's hours.
pub fn price_cell(
    catalog: &Catalog,
    view: &CatalogView,
    size: &Size,
    model: PricingModel,
    today: Date,
) -> PriceCell {
    dated_price_cell(catalog, view, size, model, today).0
}

/// [`price_cell`] with the snapshot date of the price it shows.
pub fn dated_price_cell(
    catalog: &Catalog,
    view: &CatalogView,
    size: &Size,
    model: PricingModel,
    today: Date,
) -> (PriceCell, Option<Date>) {
    let p = match catalog.price(&size.name, &view.region, view.os, model, today) {
        PriceAnswer::Found(p) => p,
        PriceAnswer::Ended(p) => return (PriceCell::Ended(p.ends.unwrap_or(p.as_of)), None),
        PriceAnswer::NotInSnapshot { .. } => return (PriceCell::NotInSnapshot, None),
    };
    let cell = match normaliser(view.normalise, size, catalog.gpu_of(size)) {
        Some((multiply, divide)) => {
            let term = Decimal::from(model.term_hours().unwrap_or(1));
            PriceCell::Value(
                p.price * multiply * Decimal::from(view.unit.hours()) / (divide * term),
            )
        }
        None => PriceCell::NoFigure,
    };
    (cell, Some(p.as_of))
}

/// The table's rows on `today`, filtered and sorted as the view says, the rows without any
/// price in the view's region and OS after every priced one (see [`priced_count`]).
pub fn rows<'a>(catalog: &'a Catalog, view: &CatalogView, today: Date) -> Vec<Row<'a>> {
    let mut rows: Vec<Row<'a>> = catalog
        .sizes_where(&view.filter(today))
        .into_iter()
        .map(|size| {
            let gpu = catalog.gpu_of(size);
            let (prices, as_of) = PricingModel::ALL
                .into_iter()
                .map(|m| dated_price_cell(catalog, view, size, m, today))
                .unzip();
            Row { size, gpu, status: catalog.lifecycle(size, today), prices, as_of }
        })
        .collect();
    rows.sort_by(|a, b| {
        b.is_priced()
            .cmp(&a.is_priced())
            .then_with(|| compare_rows(a, b, view.sort, view.descending))
    });
    rows
}

/// How many of `rows` have a price in the view's region and OS: "31 of 40 sizes priced here".
pub fn priced_count(rows: &[Row<'_>]) -> usize {
    rows.iter().filter(|r| r.is_priced()).count()
}

/// Orders two rows by a column; missing prices always sort last, whatever the direction.
fn compare_rows(a: &Row<'_>, b: &Row<'_>, column: Column, descending: bool) -> Ordering {
    let flip = |o: Ordering| if descending { o.reverse() } else { o };
    // Names break ties only, so they are compared only for a tie.
    let by_name = || natural_cmp(&a.size.name, &b.size.name);
    match column {
        Column::Size => flip(by_name()),
        Column::Gpu => flip(gpu_name(a).cmp(gpu_name(b)).then_with(by_name)),
        Column::Gpus => {
            flip(a.size.gpu_count.as_f64().total_cmp(&b.size.gpu_count.as_f64()).then_with(by_name))
        }
        Column::Vram => flip(a.size.vram_gb().total_cmp(&b.size.vram_gb()).then_with(by_name)),
        Column::Vcpu => flip(a.size.vcpu.cmp(&b.size.vcpu).then_with(by_name)),
        Column::Infiniband => {
            flip(a.size.infiniband.known().cmp(&b.size.infiniband.known()).then_with(by_name))
        }
        Column::Status => flip(a.status.cmp(&b.status).then_with(by_name)),
        Column::Price(m) => {
            let i = PricingModel::ALL.iter().position(|x| *x == m).unwrap_or_default();
            let (pa, pb) =
                (a.prices.get(i).and_then(|c| c.value()), b.prices.get(i).and_then(|c| c.value()));
            match (pa, pb) {
                (Some(x), Some(y)) => flip(x.cmp(&y).then_with(by_name)),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => by_name(),
            }
        }
    }
}

/// Orders names as a reader counts: runs of digits by their value, so `Standard_NC4as_T4_v3`
/// comes before `Standard_NC16as_T4_v3`; names that differ only in leading zeros by their text.
pub fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (a, b);
    loop {
        let (Some(cx), Some(cy)) = (x.chars().next(), y.chars().next()) else {
            return x.len().cmp(&y.len()).then_with(|| a.cmp(b));
        };
        let step = if cx.is_ascii_digit() && cy.is_ascii_digit() {
            let (dx, rx) = split_digits(x);
            let (dy, ry) = split_digits(y);
            let (tx, ty) = (dx.trim_start_matches('0'), dy.trim_start_matches('0'));
            (x, y) = (rx, ry);
            tx.len().cmp(&ty.len()).then_with(|| tx.cmp(ty))
        } else {
            (x, y) = (&x[cx.len_utf8()..], &y[cy.len_utf8()..]);
            cx.cmp(&cy)
        };
        if step != Ordering::Equal {
            return step;
        }
    }
}

/// The leading run of ASCII digits of `s`, and the rest.
fn split_digits(s: &str) -> (&str, &str) {
    s.split_at(s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len()))
}

fn gpu_name<'a>(r: &'a Row<'_>) -> &'a str {
    r.gpu.map_or(r.size.gpu_name.as_str(), |g| g.name.as_str())
}

/// Formats an amount for display: rounded half to even to `decimals` places, with thousands
/// separators (`12,345.6789`). The same rule as money everywhere: [`crate::decimal::format_decimal`].
pub fn format_amount(amount: Decimal, decimals: u32) -> String {
    crate::decimal::format_decimal(amount, decimals)
}

/// The table as JSON: exact decimal strings for prices, `null` where the snapshot has none.
pub fn to_json(rows: &[Row<'_>], view: &CatalogView) -> String {
    use serde_json::{Map, Value, json};
    let items: Vec<Value> = rows
        .iter()
        .map(|row| {
            let mut prices = Map::new();
            for (m, c) in PricingModel::ALL.iter().zip(&row.prices) {
                prices.insert(
                    m.as_str().to_owned(),
                    c.value().map_or(Value::Null, |v| {
                        Value::String(v.round_dp(6).normalize().to_string())
                    }),
                );
            }
            json!({
                "size": row.size.name,
                "gpu": gpu_name(row),
                "gpus": row.size.gpu_count.to_string(),
                "vram_gb": row.size.vram_gb(),
                "vcpu": row.size.vcpu,
                "infiniband": row.size.infiniband.known(),
                "status": row.status.as_str(),
                "prices": prices,
            })
        })
        .collect();
    let doc = json!({ "currency": "USD", "per": view.normalise.as_str(), "unit": view.unit.as_str(), "region": view.region, "os": view.os.as_str(), "rows": items });
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

#[cfg(all(test, feature = "sources"))]
mod tests;
