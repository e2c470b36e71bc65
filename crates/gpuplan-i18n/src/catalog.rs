//! The words of the catalog of sizes, each size's page and the sources page's coverage tables.
//!
//! The messages are in `locales/{en,zh}/catalog.ftl`; the functions below put the figures and the
//! data's own values (size, GPU and source names, region codes) into the sentences that carry
//! them, and name the core's enums (pricing models, columns, lifecycle stages) for a reader.
//! Amounts in the tables are bare figures whose currency and unit the caption gives; the same
//! figures in both languages. Counts are written with [`format::count`], dates with
//! [`format::date`].

use gpuplan_core::catalog::view::{self, CatalogView, Column, Normalise, PriceCell, Row, TimeUnit};
use gpuplan_core::catalog::{
    Catalog, Feature, HardwarePriceKind, Lifecycle, Os, PricingModel, Spec,
};
use gpuplan_core::date::Date;
use rust_decimal::Decimal;

use crate::Lang;
use crate::format::{self, date};

include!(concat!(env!("OUT_DIR"), "/catalog.rs"));

use CatalogMsg as M;

/// What goes between two sentences or pieces: a space in English, nothing in Chinese.
pub fn space(lang: Lang) -> &'static str {
    M::Space.text(lang)
}

/// `text` in parentheses after what precedes it: ` (text)` or `（text）`.
pub fn paren(text: &str, lang: Lang) -> String {
    Paren { text }.text(lang)
}

/// A list's separator: `, ` or `、`.
pub fn list_sep(lang: Lang) -> &'static str {
    M::ListSep.text(lang)
}

fn day(d: Date, lang: Lang) -> String {
    date(d, lang)
}

/// A count as the pages write it: `1,234`.
fn n(count: usize) -> String {
    format::count(u64::try_from(count).unwrap_or(u64::MAX))
}

/// A number of days, which may be negative: `90`, `-3`.
fn days_text(days: i64) -> String {
    format::number(days as f64, 0)
}

/// When the catalog cannot be shown: why (`reason`), or that it is still loading (the loader's
/// reason is then "still loading", which the English says and the Chinese need not).
pub fn not_loaded(reason: &str, loading: bool, lang: Lang) -> String {
    if loading {
        M::CatalogLoading.text(lang).to_owned()
    } else {
        CatalogNotLoaded { reason }.text(lang)
    }
}

/// The catalog page's lede, with the catalog's counts: `regions` listed, `priced` of them with
/// a price ([`gpuplan_core::catalog::Catalog::priced_regions`], as chapter 1 counts them).
pub fn lede(
    sizes: usize,
    series: usize,
    gpus: usize,
    regions: usize,
    priced: usize,
    lang: Lang,
) -> String {
    Lede {
        sizes: &n(sizes),
        series: &n(series),
        gpus: &n(gpus),
        regions: &n(regions),
        priced: &n(priced),
    }
    .text(lang)
}

/// A pricing model's name.
pub fn model(m: PricingModel, lang: Lang) -> &'static str {
    match m {
        PricingModel::Payg => M::Payg,
        PricingModel::Spot => M::Spot,
        PricingModel::LowPriority => M::LowPriority,
        PricingModel::SavingsPlan1y => M::SavingsPlan1y,
        PricingModel::SavingsPlan3y => M::SavingsPlan3y,
        PricingModel::Reservation1y => M::Reservation1y,
        PricingModel::Reservation3y => M::Reservation3y,
        PricingModel::DevTest => M::DevTest,
    }
    .text(lang)
}

/// A table column's header.
pub fn column(c: Column, lang: Lang) -> &'static str {
    match c {
        Column::Size => M::ColSize.text(lang),
        Column::Gpu => "GPU",
        Column::Gpus => M::Gpus.text(lang),
        Column::Vram => M::ColVram.text(lang),
        Column::Vcpu => "vCPU",
        Column::Infiniband => "InfiniBand",
        Column::Status => M::Status.text(lang),
        Column::Price(m) => model(m, lang),
    }
}

/// A normalisation's name (`per VM`).
pub fn normalise(n: Normalise, lang: Lang) -> &'static str {
    match n {
        Normalise::Vm => M::PerVm,
        Normalise::Gpu => M::PerGpu,
        Normalise::VramGb => M::PerVramGb,
        Normalise::Bf16Pflop => M::PerPflop,
    }
    .text(lang)
}

/// A time unit's name (`hour`).
pub fn unit(u: TimeUnit, lang: Lang) -> &'static str {
    match u {
        TimeUnit::Hour => M::Hour,
        TimeUnit::Month => M::Month,
        TimeUnit::Year => M::Year,
    }
    .text(lang)
}

/// A lifecycle stage.
pub fn lifecycle(l: Lifecycle, lang: Lang) -> &'static str {
    match l {
        Lifecycle::Available => M::Available,
        Lifecycle::Limited => M::Limited,
        Lifecycle::Preview => M::Preview,
        Lifecycle::Retiring => M::Retiring,
        Lifecycle::Retired => M::Retired,
    }
    .text(lang)
}

/// An OS as a reader sees it: by its name, which reads the same in every language (`Linux`,
/// `Windows`; its code, `linux`, is what the address and the CLI take).
pub fn os(o: Os) -> &'static str {
    match o {
        Os::Linux => "Linux",
        Os::Windows => "Windows",
    }
}

/// Whether the docs state something: yes, no or not stated.
pub fn stated(known: Option<bool>, lang: Lang) -> &'static str {
    match known {
        Some(true) => M::Yes,
        Some(false) => M::No,
        None => M::NotStated,
    }
    .text(lang)
}

/// A feature: the docs' own description when they give one, else yes, no or `unknown` (the
/// caller's "not stated" text).
pub fn feature(f: &Feature, unknown: CatalogMsg, lang: Lang) -> String {
    match f {
        Feature::Yes(t) if t.is_empty() => M::Yes.text(lang).to_owned(),
        Feature::Yes(t) => t.clone(),
        Feature::No => M::No.text(lang).to_owned(),
        Feature::Unknown => unknown.text(lang).to_owned(),
    }
}

/// A GPU's figure: the number (with the decimals the data gives and digits grouped: `1,979`,
/// `989.5`), "n/a" or "not stated".
pub fn spec(s: Option<Spec>, lang: Lang) -> String {
    match s {
        Some(Spec::Value(v)) => {
            let decimals = v.to_string().split_once('.').map_or(0, |(_, f)| f.len());
            format::number(v, decimals)
        }
        Some(Spec::NotApplicable) => M::NotApplicable.text(lang).to_owned(),
        None => M::NotStated.text(lang).to_owned(),
    }
}

/// How a price cell reads: the figure (the same in both languages) or why there is none.
pub fn cell(c: PriceCell, u: TimeUnit, lang: Lang) -> String {
    match c {
        PriceCell::Value(v) => view::format_amount(v, u.decimals()),
        PriceCell::NotInSnapshot => M::NotInSnapshot.text(lang).to_owned(),
        PriceCell::Ended(d) => CellEnded { date: &day(d, lang) }.text(lang),
        PriceCell::NoFigure => M::NoBf16.text(lang).to_owned(),
    }
}

/// A row's cell in an export, by column: size, GPU, GPUs, GPU memory (GB), a price (as the
/// page writes it), vCPU, InfiniBand (yes, no or not stated) and the lifecycle stage.
fn export_cell(row: &Row<'_>, column: Column, u: TimeUnit, lang: Lang) -> String {
    match column {
        Column::Size => row.size.name.clone(),
        Column::Gpu => row.gpu.map_or(row.size.gpu_name.as_str(), |g| g.name.as_str()).to_owned(),
        Column::Gpus => row.size.gpu_count.to_string(),
        Column::Vram => format!("{}", row.size.vram_gb()),
        Column::Price(m) => {
            let i = PricingModel::ALL.iter().position(|x| *x == m);
            i.and_then(|i| row.prices.get(i)).map_or_else(String::new, |c| cell(*c, u, lang))
        }
        Column::Vcpu => row.size.vcpu.to_string(),
        Column::Infiniband => stated(row.size.infiniband.known(), lang).to_owned(),
        Column::Status => lifecycle(row.status, lang).to_owned(),
    }
}

/// The catalog's table as CSV in `lang` (RFC 4180, through `gpuplan_core::csv_text`): a header
/// row, then one row a size; prices without thousands separators.
pub fn to_csv(rows: &[Row<'_>], v: &CatalogView, lang: Lang) -> String {
    let header: Vec<&str> = Column::all().into_iter().map(|c| column(c, lang)).collect();
    gpuplan_core::csv_text::to_csv(
        &header,
        rows.iter().map(|row| {
            let cell = |c| match c {
                Column::Price(_) => export_cell(row, c, v.unit, lang).replace(',', ""),
                c => export_cell(row, c, v.unit, lang),
            };
            Column::all().into_iter().map(cell).collect::<Vec<_>>()
        }),
    )
}

/// The catalog's table as Markdown in `lang`, under a line saying what its prices are.
pub fn to_markdown(rows: &[Row<'_>], v: &CatalogView, lang: Lang) -> String {
    use std::fmt::Write as _;
    let escape = |s: &str| s.replace('|', "\\|");
    let mut out = ExportCaption { caption: &price_caption(v, lang) }.text(lang);
    out.push_str("\n\n");
    let header: Vec<&str> = Column::all().into_iter().map(|c| column(c, lang)).collect();
    let _ = writeln!(out, "| {} |", header.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(header.len()));
    for row in rows {
        let cells: Vec<String> =
            Column::all().into_iter().map(|c| escape(&export_cell(row, c, v.unit, lang))).collect();
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
    out
}

/// A region filter's choice: geography, region name and code.
pub fn region_choice(geography: &str, display: &str, code: &str, lang: Lang) -> String {
    RegionChoice {
        geography: geography_name(geography, lang),
        region: &format::region(region_name(code, display, lang), code, lang),
    }
    .text(lang)
}

/// The GPU filter's choice for a part of a name from a shared link.
pub fn name_contains(part: &str, lang: Lang) -> String {
    NameContains { part }.text(lang)
}

/// The unit of a view's prices: `per VM per hour`, `每台虚拟机每小时`, and `每 GPU 小时` for
/// GPU-hours.
fn per(n: Normalise, u: TimeUnit, lang: Lang) -> String {
    match (n, u) {
        (Normalise::Gpu, TimeUnit::Hour) => M::PriceUnitGpuHour.text(lang).to_owned(),
        (Normalise::Gpu, u) => PriceUnitGpu { unit: unit(u, lang) }.text(lang),
        (n, u) => PriceUnit { normalise: normalise(n, lang), unit: unit(u, lang) }.text(lang),
    }
}

/// What the prices of a view are: currency, unit, region and OS.
pub fn price_caption(v: &CatalogView, lang: Lang) -> String {
    PriceCaption {
        per: &per(v.normalise, v.unit, lang),
        region: region_ref(&v.region, lang),
        os: os(v.os),
    }
    .text(lang)
}

/// The compare panel's heading over the prices.
pub fn compare_prices(v: &CatalogView, lang: Lang) -> String {
    ComparePrices {
        per: &per(v.normalise, v.unit, lang),
        region: region_ref(&v.region, lang),
        os: os(v.os),
    }
    .text(lang)
}

/// The table's caption after [`priced_here`]: how many sizes are priced pay-as-you-go, and what
/// the prices are.
pub fn shown_caption(payg: usize, v: &CatalogView, lang: Lang) -> String {
    ShownCaption { payg: &n(payg), prices: &price_caption(v, lang) }.text(lang)
}

/// How many of the sizes shown have a price in the chosen region, which the caption opens with
/// (the sizes without one are listed last): "31 of 40 sizes priced here".
pub fn priced_here(priced: usize, shown: usize, lang: Lang) -> String {
    PricedHere { priced: &n(priced), shown: &n(shown) }.text(lang)
}

/// The newest snapshot for the view's region, or that none covers it.
pub fn snapshot_caption(newest: Option<Date>, lang: Lang) -> String {
    match newest {
        Some(d) => SnapshotNewest { date: &day(d, lang) }.text(lang),
        None => M::SnapshotNone.text(lang).to_owned(),
    }
}

/// The caption's words on old prices, before and after the old-price mark: every price shown is
/// old (`all`), or `count` of them are.
pub fn old_caption(all: bool, count: usize, days: i64, lang: Lang) -> (String, String) {
    let (count, days) = (n(count), days_text(days));
    if all {
        (
            OldAllBefore { count: &count, days: &days }.text(lang),
            M::OldAllAfter.text(lang).to_owned(),
        )
    } else {
        (
            OldSomeBefore { count: &count, days: &days }.text(lang),
            M::OldSomeAfter.text(lang).to_owned(),
        )
    }
}

/// A price cell's tooltip: its snapshot date, and a warning when the price is old.
pub fn old_title(as_of: Date, old: bool, days: i64, lang: Lang) -> String {
    let date = day(as_of, lang);
    if old {
        OldTitleOld { date: &date, days: &days_text(days) }.text(lang)
    } else {
        OldTitle { date: &date }.text(lang)
    }
}

/// The size page's price tooltip: [`old_title`]'s text and the price's source, by its name
/// ([`source_name`]).
pub fn price_title(old_title: &str, source: &str, lang: Lang) -> String {
    PriceTitle { title: old_title, source }.text(lang)
}

/// A size page's window title, from the size's name.
pub fn size_title(size: &str, lang: Lang) -> String {
    SizeTitle { size }.text(lang)
}

/// A size page's description: what the page holds for the size, then its lede ([`size_lede`]).
pub fn size_description(size: &str, lede: &str, lang: Lang) -> String {
    SizeDescription { size, lede }.text(lang)
}

/// A source's name where a line or a table cell names it, for a reader of `lang`: its short name
/// in that language ([`Source::short_in`](gpuplan_core::catalog::Source::short_in): "karpenter-provider-azure price table",
/// "azure-pricing-radar 虚拟机价格快照"), never its key. A key the catalog does not list (which
/// validated data never has) is returned as it is.
pub fn source_name<'a>(catalog: &'a Catalog, id: &'a str, lang: Lang) -> &'a str {
    catalog.sources.iter().find(|s| s.id == id).map_or(id, |s| s.short_in(lang))
}

/// A source's title for a reader of `lang`
/// ([`Source::title_in`](gpuplan_core::catalog::Source::title_in)): ours in Chinese on Chinese
/// pages, a cited work's own title as it is. A key the catalog does not list is returned as it is.
pub fn source_title<'a>(catalog: &'a Catalog, id: &'a str, lang: Lang) -> &'a str {
    catalog.sources.iter().find(|s| s.id == id).map_or(id, |s| s.title_in(lang))
}

/// A line's reference to a price's source, after its date: "source karpenter-provider-azure
/// price table", "来源：karpenter-provider-azure 价格表" (the calculators' and the CLI's prices used).
pub fn source_ref(catalog: &Catalog, id: &str, lang: Lang) -> String {
    SourceRef { source: source_name(catalog, id, lang) }.text(lang)
}

/// A source in the catalog's list: its title and date (the title alone when it has none).
pub fn source_line(title: &str, d: Option<Date>, lang: Lang) -> String {
    match d {
        Some(d) => SourceLine { title, date: &day(d, lang) }.text(lang),
        None => title.to_owned(),
    }
}

/// How reservation prices are spread over their terms' hours.
pub fn reservation_note(hours_1y: u32, hours_3y: u32, lang: Lang) -> String {
    ReservationNote { one: &format::count(hours_1y.into()), three: &format::count(hours_3y.into()) }
        .text(lang)
}

/// The compare panel's heading.
pub fn comparing(n: usize, lang: Lang) -> String {
    Comparing { n: u64::try_from(n).unwrap_or(u64::MAX) }.text(lang)
}

/// A size's compare checkbox's accessible name.
pub fn compare_size(name: &str, lang: Lang) -> String {
    CompareSize { name }.text(lang)
}

/// The size page's lede: series, GPU, and the stage on a date (`status`, already in words).
pub fn size_lede(series: &str, gpu: Option<&str>, today: Date, status: &str, lang: Lang) -> String {
    SizeLede {
        series,
        gpu: gpu.unwrap_or(M::GpuNotNamed.text(lang)),
        date: &day(today, lang),
        status,
    }
    .text(lang)
}

/// A figure's note as the docs print it, after the figure; in Chinese the note is the data's
/// Chinese text (a translation, so not called 原文).
pub fn printed(note: &str, lang: Lang) -> String {
    Printed { note }.text(lang)
}

/// A size's lifecycle on the page's date: its stage, the dates and names that explain it, where
/// it is stated to be generally available, then the series' note.
pub fn lifecycle_text(
    stage: &gpuplan_core::catalog::Stage<'_>,
    ga_regions: &[&str],
    note: Option<&str>,
    lang: Lang,
) -> String {
    let mut t = match (stage.lifecycle, stage.retires) {
        (Lifecycle::Retired, Some(r)) => RetiredOn { date: &day(r, lang) }.text(lang),
        (Lifecycle::Retiring, Some(r)) => RetiresOn { date: &day(r, lang) }.text(lang),
        (l, _) => lifecycle(l, lang).to_owned(),
    };
    if let (Some(a), Some(_)) = (stage.announced, stage.retires) {
        t.push_str(&Announced { date: &day(a, lang) }.text(lang));
    }
    if let Some(series) = stage.capacity_goes_to {
        t.push_str(&CapacityGoesTo { series }.text(lang));
    }
    if stage.lifecycle == Lifecycle::Preview {
        t.push_str(M::PreviewNoSla.text(lang));
    }
    if let Some(name) = stage.successor {
        t.push_str(&Successor { name }.text(lang));
    }
    if !ga_regions.is_empty() {
        t.push_str(&GenerallyAvailable { regions: &ga_regions.join(list_sep(lang)) }.text(lang));
    }
    if let Some(note) = note {
        t.push_str(&SeriesNote { note }.text(lang));
    }
    t
}

/// A GPU's hardware price: street or system list, the range in whole dollars, for how many
/// GPUs, and the note.
pub fn hardware_price(
    kind: HardwarePriceKind,
    low: Decimal,
    high: Decimal,
    units: u32,
    note: &str,
    lang: Lang,
) -> String {
    let (low, high) = (view::format_amount(low, 0), view::format_amount(high, 0));
    let units = format::count(units.into());
    match kind {
        HardwarePriceKind::Street => {
            HardwareStreet { low: &low, high: &high, units: &units, note }.text(lang)
        }
        HardwarePriceKind::SystemList => {
            HardwareSystemList { low: &low, high: &high, units: &units, note }.text(lang)
        }
    }
}

/// A source's date after its title.
pub fn dated(d: Date, lang: Lang) -> String {
    Dated { date: &day(d, lang) }.text(lang)
}

/// The size page when no snapshot prices the size: the newest snapshot's date, or none.
pub fn no_price(newest: Option<Date>, lang: Lang) -> String {
    match newest {
        Some(d) => NoPriceDated { date: &day(d, lang) }.text(lang),
        None => M::NoPriceUndated.text(lang).to_owned(),
    }
}

/// The size page's row header for a region and OS.
pub fn region_os(region: &str, o: Os, lang: Lang) -> String {
    RegionOs { region, os: os(o) }.text(lang)
}

/// The snapshot dates of a row, joined.
pub fn dates(ds: &[Date], lang: Lang) -> String {
    ds.iter().map(|d| day(*d, lang)).collect::<Vec<_>>().join(list_sep(lang))
}

/// The coverage section's introduction: the day counted on and the age limit.
pub fn coverage_intro(today: Date, days: i64, lang: Lang) -> String {
    CoverageIntro { date: &day(today, lang), days: &days_text(days) }.text(lang)
}

/// The age of a coverage cell's prices in days: `102 days`, or `102–165 days` from the newest
/// to the oldest.
pub fn age_days(young: i64, old: i64, lang: Lang) -> String {
    let days = if young == old {
        days_text(young)
    } else {
        format!("{}–{}", days_text(young), days_text(old))
    };
    AgeDays { days: &days }.text(lang)
}

/// A date range: `2026-01-02 – 2026-03-04`.
pub fn date_range(from: Date, to: Date, lang: Lang) -> String {
    format!("{} – {}", day(from, lang), day(to, lang))
}

/// A geography group of the region list (`Europe`, as `content/data/regions.toml` writes it),
/// in the reader's language; an unknown one as it is. The English message of each is the
/// geography as the list writes it (a test checks every one).
pub fn geography_name(geography: &str, lang: Lang) -> &str {
    match geography {
        "Africa" => M::GeoAfrica,
        "Asia Pacific" => M::GeoAsiaPacific,
        "Canada" => M::GeoCanada,
        "Europe" => M::GeoEurope,
        "Mexico" => M::GeoMexico,
        "Middle East" => M::GeoMiddleEast,
        "South America" => M::GeoSouthAmerica,
        "US" => M::GeoUs,
        other => return other,
    }
    .text(lang)
}

/// A region's name in the reader's language: the data's display name in English (the English
/// message of a listed region is its display name in `content/data/regions.toml`, which a test
/// checks), Microsoft's Chinese name in Chinese; `english` for a region not listed.
pub fn region_name<'a>(code: &str, english: &'a str, lang: Lang) -> &'a str {
    region_messages(code).map_or(english, |(name, _)| name.text(lang))
}

/// Microsoft's Chinese name of an Azure region, by its code (source `regions-zh-cn` in
/// `content/data/sources.toml`: Microsoft's zh-CN docs name 20 of these; the others follow their
/// pattern of country and direction).
pub fn region_zh(code: &str) -> Option<&'static str> {
    region_messages(code).map(|(name, _)| name.text(Lang::Zh))
}

/// A region as a sentence or caption names it, by its code: the code in English (`eastus`, as
/// the pages always have), its name and code in Chinese (`美国东部（eastus）`); the code itself
/// for a region not listed.
pub fn region_ref(code: &str, lang: Lang) -> &str {
    region_messages(code).map_or(code, |(_, reference)| reference.text(lang))
}

/// A listed region's two messages: its name, and how a sentence names it.
fn region_messages(code: &str) -> Option<(CatalogMsg, CatalogMsg)> {
    Some(match code {
        "australiacentral" => (M::RegionNameAustraliacentral, M::RegionRefAustraliacentral),
        "australiacentral2" => (M::RegionNameAustraliacentral2, M::RegionRefAustraliacentral2),
        "australiaeast" => (M::RegionNameAustraliaeast, M::RegionRefAustraliaeast),
        "australiasoutheast" => (M::RegionNameAustraliasoutheast, M::RegionRefAustraliasoutheast),
        "brazilsouth" => (M::RegionNameBrazilsouth, M::RegionRefBrazilsouth),
        "canadacentral" => (M::RegionNameCanadacentral, M::RegionRefCanadacentral),
        "canadaeast" => (M::RegionNameCanadaeast, M::RegionRefCanadaeast),
        "centralindia" => (M::RegionNameCentralindia, M::RegionRefCentralindia),
        "centralus" => (M::RegionNameCentralus, M::RegionRefCentralus),
        "chilecentral" => (M::RegionNameChilecentral, M::RegionRefChilecentral),
        "eastasia" => (M::RegionNameEastasia, M::RegionRefEastasia),
        "eastus" => (M::RegionNameEastus, M::RegionRefEastus),
        "eastus2" => (M::RegionNameEastus2, M::RegionRefEastus2),
        "francecentral" => (M::RegionNameFrancecentral, M::RegionRefFrancecentral),
        "francesouth" => (M::RegionNameFrancesouth, M::RegionRefFrancesouth),
        "germanynorth" => (M::RegionNameGermanynorth, M::RegionRefGermanynorth),
        "germanywestcentral" => (M::RegionNameGermanywestcentral, M::RegionRefGermanywestcentral),
        "indonesiacentral" => (M::RegionNameIndonesiacentral, M::RegionRefIndonesiacentral),
        "israelcentral" => (M::RegionNameIsraelcentral, M::RegionRefIsraelcentral),
        "italynorth" => (M::RegionNameItalynorth, M::RegionRefItalynorth),
        "japaneast" => (M::RegionNameJapaneast, M::RegionRefJapaneast),
        "japanwest" => (M::RegionNameJapanwest, M::RegionRefJapanwest),
        "jioindiacentral" => (M::RegionNameJioindiacentral, M::RegionRefJioindiacentral),
        "jioindiawest" => (M::RegionNameJioindiawest, M::RegionRefJioindiawest),
        "koreacentral" => (M::RegionNameKoreacentral, M::RegionRefKoreacentral),
        "koreasouth" => (M::RegionNameKoreasouth, M::RegionRefKoreasouth),
        "malaysiawest" => (M::RegionNameMalaysiawest, M::RegionRefMalaysiawest),
        "mexicocentral" => (M::RegionNameMexicocentral, M::RegionRefMexicocentral),
        "northcentralus" => (M::RegionNameNorthcentralus, M::RegionRefNorthcentralus),
        "northeurope" => (M::RegionNameNortheurope, M::RegionRefNortheurope),
        "norwayeast" => (M::RegionNameNorwayeast, M::RegionRefNorwayeast),
        "norwaywest" => (M::RegionNameNorwaywest, M::RegionRefNorwaywest),
        "polandcentral" => (M::RegionNamePolandcentral, M::RegionRefPolandcentral),
        "qatarcentral" => (M::RegionNameQatarcentral, M::RegionRefQatarcentral),
        "southafricanorth" => (M::RegionNameSouthafricanorth, M::RegionRefSouthafricanorth),
        "southafricawest" => (M::RegionNameSouthafricawest, M::RegionRefSouthafricawest),
        "southcentralus" => (M::RegionNameSouthcentralus, M::RegionRefSouthcentralus),
        "southeastasia" => (M::RegionNameSoutheastasia, M::RegionRefSoutheastasia),
        "southindia" => (M::RegionNameSouthindia, M::RegionRefSouthindia),
        "spaincentral" => (M::RegionNameSpaincentral, M::RegionRefSpaincentral),
        "swedencentral" => (M::RegionNameSwedencentral, M::RegionRefSwedencentral),
        "switzerlandnorth" => (M::RegionNameSwitzerlandnorth, M::RegionRefSwitzerlandnorth),
        "switzerlandwest" => (M::RegionNameSwitzerlandwest, M::RegionRefSwitzerlandwest),
        "uaecentral" => (M::RegionNameUaecentral, M::RegionRefUaecentral),
        "uaenorth" => (M::RegionNameUaenorth, M::RegionRefUaenorth),
        "uksouth" => (M::RegionNameUksouth, M::RegionRefUksouth),
        "ukwest" => (M::RegionNameUkwest, M::RegionRefUkwest),
        "westcentralus" => (M::RegionNameWestcentralus, M::RegionRefWestcentralus),
        "westeurope" => (M::RegionNameWesteurope, M::RegionRefWesteurope),
        "westus" => (M::RegionNameWestus, M::RegionRefWestus),
        "westus2" => (M::RegionNameWestus2, M::RegionRefWestus2),
        "westus3" => (M::RegionNameWestus3, M::RegionRefWestus3),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    /// What goes between pieces of text: no words, so neither language has letters.
    const PUNCTUATION: [CatalogMsg; 2] = [M::Space, M::ListSep];

    /// The caption's words after the old-price mark, spaced from it and from what follows in
    /// English.
    const AFTER_MARK: [CatalogMsg; 2] = [M::OldAllAfter, M::OldSomeAfter];

    #[test]
    fn every_message_has_both_languages() {
        for m in CatalogMsg::ALL {
            if PUNCTUATION.contains(m) {
                continue;
            }
            let en = m.text(Lang::En);
            let en = if AFTER_MARK.contains(m) { en.trim() } else { en };
            crate::check_texts(&format!("{m:?}"), en, m.text(Lang::Zh));
        }
        assert_eq!((space(Lang::En), space(Lang::Zh)), (" ", ""));
        assert_eq!((list_sep(Lang::En), list_sep(Lang::Zh)), (", ", "、"));
        assert_eq!(paren("n/a", Lang::En), " (n/a)");
        assert_eq!(paren("不适用", Lang::Zh), "（不适用）");
        assert_eq!(M::OldAllAfter.text(Lang::En), "; each gives its date on hover. ");
        assert_eq!(M::OldSomeAfter.text(Lang::En), " and give their date on hover. ");
    }

    /// The English names are the ones the pages, the exports and the CLI have always shown
    /// (the core's before the words moved here): they must not change.
    #[test]
    fn english_names_are_the_pages() {
        let models: Vec<&str> = PricingModel::ALL.iter().map(|m| model(*m, Lang::En)).collect();
        assert_eq!(
            models,
            [
                "Pay-as-you-go",
                "Spot",
                "Low Priority",
                "Savings plan, 1 year",
                "Savings plan, 3 years",
                "Reservation, 1 year",
                "Reservation, 3 years",
                "Dev/Test",
            ]
        );
        let columns: Vec<&str> = Column::all().into_iter().map(|c| column(c, Lang::En)).collect();
        // What a size is, its prices, then the rest of its specs.
        assert_eq!(columns[..4], ["Size", "GPU", "GPUs", "GPU memory (GB)"]);
        assert_eq!(columns[4..12], models[..]);
        assert_eq!(columns[12..], ["vCPU", "InfiniBand", "Status"]);
        let norms: Vec<&str> = Normalise::ALL.iter().map(|n| normalise(*n, Lang::En)).collect();
        assert_eq!(norms, ["per VM", "per GPU", "per GB of GPU memory", "per dense BF16 PFLOP"]);
        for u in TimeUnit::ALL {
            assert_eq!(unit(u, Lang::En), u.as_str());
        }
        for l in Lifecycle::ALL {
            assert_eq!(lifecycle(l, Lang::En), l.as_str());
        }
        assert_eq!(os(Os::Windows), "Windows");
        assert_eq!(cell(PriceCell::NotInSnapshot, TimeUnit::Hour, Lang::En), "not in snapshot");
        assert_eq!(cell(PriceCell::NoFigure, TimeUnit::Hour, Lang::En), "no BF16 figure");
        let ended = PriceCell::Ended("2026-01-31".parse().unwrap_or_else(|e| panic!("{e}")));
        assert_eq!(cell(ended, TimeUnit::Hour, Lang::En), "ended 2026-01-31");
        assert_eq!(stated(None, Lang::En), "not stated");
    }

    /// The catalog's CSV and Markdown exports hold every row and column, in the page's
    /// language: the English headers, caption and cells as the core wrote them, the Chinese ones
    /// Chinese, with the figures, size and GPU names the same.
    #[test]
    fn exports_hold_every_row_and_column_in_the_pages_language() {
        let d = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let today: Date = "2026-12-02".parse().unwrap_or_else(|e| panic!("{e}"));
        let v = CatalogView { show_retired: true, ..CatalogView::default() };
        let rows = view::rows(&d.catalog, &v, today);
        let mut csvs = Vec::new();
        for lang in [Lang::En, Lang::Zh] {
            let csv = to_csv(&rows, &v, lang);
            let lines: Vec<&str> = csv.split("\r\n").filter(|l| !l.is_empty()).collect();
            assert_eq!(lines.len(), rows.len() + 1);
            // A name may hold a comma: count fields outside quotes.
            for line in &lines {
                let mut fields = 1;
                let mut quoted = false;
                for ch in line.chars() {
                    match ch {
                        '"' => quoted = !quoted,
                        ',' if !quoted => fields += 1,
                        _ => {}
                    }
                }
                assert_eq!(fields, Column::all().len(), "{line}");
            }
            let md = to_markdown(&rows, &v, lang);
            assert_eq!(md.lines().filter(|l| l.starts_with("| Standard_")).count(), rows.len());
            csvs.push((csv, md));
        }
        let [(en_csv, en_md), (zh_csv, zh_md)] = &csvs[..] else { panic!() };
        assert!(
            en_csv.starts_with("Size,GPU,GPUs,GPU memory (GB),Pay-as-you-go,Spot,"),
            "{en_csv}"
        );
        assert!(en_csv.lines().next().is_some_and(|h| h.ends_with(",vCPU,InfiniBand,Status")));
        assert!(en_md.starts_with("Prices: USD per GPU per hour, westeurope (Linux)\n\n| Size |"));
        assert!(en_csv.contains(",not in snapshot"), "{en_csv}");
        assert!(zh_csv.starts_with("规格,GPU,GPU 数量,GPU 显存（GB）,即用即付,Spot 虚拟机,"));
        assert!(
            zh_md.starts_with("价格：美元，每 GPU 小时，西欧（westeurope），Linux\n\n| 规格 |")
        );
        // The same figures and names row by row; only the words differ.
        for (en, zh) in en_csv.lines().zip(zh_csv.lines()).skip(1) {
            let (en, zh): (Vec<&str>, Vec<&str>) =
                (en.split(',').collect(), zh.split(',').collect());
            assert_eq!(en[..4], zh[..4]);
            for (a, b) in en.iter().zip(&zh) {
                let figure = |s: &str| s.parse::<f64>().is_ok();
                assert_eq!(figure(a), figure(b), "{a} / {b}");
                if figure(a) {
                    assert_eq!(a, b);
                }
            }
            assert!(
                !zh.iter().any(|c| ["yes", "no", "not stated", "available", "retired"].contains(c))
            );
        }
    }

    #[test]
    fn pricing_models_read_as_microsofts_chinese() {
        assert_eq!(model(PricingModel::Payg, Lang::Zh), "即用即付");
        assert_eq!(model(PricingModel::Reservation3y, Lang::Zh), "3 年期预留实例");
        assert_eq!(model(PricingModel::SavingsPlan1y, Lang::Zh), "1 年期节省计划");
        assert_eq!(model(PricingModel::DevTest, Lang::Zh), "开发/测试定价");
        assert_eq!(column(Column::Vcpu, Lang::Zh), "vCPU");
        assert_eq!(M::PricingModel.text(Lang::Zh), "计费方式");
        assert_eq!(M::ByModel.text(Lang::Zh), "按计费方式");
        assert_eq!(lifecycle(Lifecycle::Retiring, Lang::Zh), "即将停用");
        assert_eq!(lifecycle(Lifecycle::Retired, Lang::Zh), "已停用");
    }

    /// The figures are the same in both languages; only the words around them change.
    #[test]
    fn cells_keep_their_figures() {
        let v = PriceCell::Value(Decimal::new(123_456_789, 4));
        assert_eq!(cell(v, TimeUnit::Hour, Lang::Zh), "12,345.6789");
        assert_eq!(cell(v, TimeUnit::Month, Lang::Zh), "12,345.68");
        assert_eq!(cell(PriceCell::NotInSnapshot, TimeUnit::Hour, Lang::Zh), "暂无价格");
        let ended = PriceCell::Ended(Date::new(2026, 8, 20).unwrap());
        assert_eq!(
            crate::both(|lang| cell(ended, TimeUnit::Hour, lang)),
            ["ended 2026-08-20", "已于 2026年8月20日失效"]
        );
    }

    fn view_of(normalise: Normalise, unit: TimeUnit, os: Os) -> CatalogView {
        CatalogView { normalise, unit, os, ..CatalogView::default() }
    }

    #[test]
    fn captions_say_currency_unit_region_and_os() {
        let v = view_of(Normalise::Vm, TimeUnit::Hour, Os::Linux);
        assert_eq!(
            crate::both(|lang| price_caption(&v, lang)),
            [
                "USD per VM per hour, westeurope (Linux)",
                "美元，每台虚拟机每小时，西欧（westeurope），Linux"
            ]
        );
        assert_eq!(
            format!("{}{}", priced_here(10, 12, Lang::Zh), shown_caption(9, &v, Lang::Zh)),
            "12 种规格中，10 种在该区域有价格，其中 9 种有即用即付价格。价格：美元，每台虚拟机每小时，西欧（westeurope），Linux。"
        );
        assert_eq!(
            format!("{}{}", priced_here(10, 12, Lang::En), shown_caption(9, &v, Lang::En)),
            "10 of 12 sizes priced here; 9 priced pay-as-you-go. Prices: USD per VM per hour, westeurope (Linux). "
        );
        let gpu_hour = view_of(Normalise::Gpu, TimeUnit::Hour, Os::Windows);
        assert_eq!(
            price_caption(&gpu_hour, Lang::Zh),
            "美元，每 GPU 小时，西欧（westeurope），Windows"
        );
        assert_eq!(
            crate::both(|lang| compare_prices(&gpu_hour, lang)),
            [
                "USD per GPU per hour in westeurope (Windows)",
                "每 GPU 小时的美元价格：西欧（westeurope），Windows"
            ]
        );
        let gpu_year = view_of(Normalise::Gpu, TimeUnit::Year, Os::Linux);
        assert_eq!(
            price_caption(&gpu_year, Lang::Zh),
            "美元，每 GPU 每年，西欧（westeurope），Linux"
        );
        let vram_month = view_of(Normalise::VramGb, TimeUnit::Month, Os::Linux);
        assert_eq!(
            crate::both(|lang| compare_prices(&vram_month, lang)),
            [
                "USD per GB of GPU memory per month in westeurope (Linux)",
                "每 GB GPU 显存每月的美元价格：西欧（westeurope），Linux"
            ]
        );
        // A region the list does not have keeps its code in both languages.
        let elsewhere = CatalogView { region: "marsnorth".into(), ..vram_month };
        assert_eq!(
            price_caption(&elsewhere, Lang::Zh),
            "美元，每 GB GPU 显存每月，marsnorth，Linux"
        );
        // The English caption is the one the core wrote before its words moved here, for every
        // view, but for the OS, now by its name.
        for os in Os::ALL {
            for n in Normalise::ALL {
                for u in TimeUnit::ALL {
                    let v = view_of(n, u, os);
                    let core = format!(
                        "USD {} per {}, {} ({})",
                        normalise(n, Lang::En),
                        u.as_str(),
                        v.region,
                        super::os(os)
                    );
                    assert_eq!(price_caption(&v, Lang::En), core);
                }
            }
        }
    }

    /// A source is named, in a line or a cell, by its short name in the reader's language, and
    /// titled in it where we wrote the title; never by its key.
    #[test]
    fn sources_are_named_in_the_readers_language_never_by_their_key() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let c = &data.catalog;
        // A source's short name and title in English, then in Chinese.
        let name = |id| [Lang::En, Lang::Zh].map(|lang| source_name(c, id, lang));
        let title = |id| [Lang::En, Lang::Zh].map(|lang| source_title(c, id, lang));
        assert_eq!(
            name("prices-radar"),
            ["azure-pricing-radar VM snapshot", "azure-pricing-radar 虚拟机价格快照"]
        );
        assert_eq!(
            title("prices-karpenter"),
            [
                "Azure/karpenter-provider-azure: generated Linux pay-as-you-go prices, 57 regions",
                "Azure/karpenter-provider-azure：代码生成的 Linux 即用即付价格表，覆盖 57 个区域"
            ]
        );
        // A cited work without a Chinese title keeps its own; an unknown key stays as it is.
        assert_eq!(title("arxiv-2310-06825"), ["Mistral 7B (Jiang et al.), Table 1"; 2]);
        assert_eq!(name("no-such-source"), ["no-such-source"; 2]);
        assert_eq!(
            source_ref(c, "prices-mrmonroe-2026-07-27", Lang::Zh),
            "来源：compute-price-tracker 2026年7月27日的一页数据"
        );
        assert_eq!(
            source_ref(c, "prices-karpenter", Lang::En),
            "source karpenter-provider-azure price table"
        );
        // Every price's and rate's source has a short name that is not its key, in both languages.
        let ids: std::collections::HashSet<&str> =
            c.prices.iter().map(|p| p.source.as_str()).chain(data.rates.sources()).collect();
        for id in ids {
            for lang in Lang::ALL {
                let name = source_name(c, id, lang);
                assert!(name != id && !name.contains(id), "{id}: {name}");
            }
            crate::check_texts(id, source_name(c, id, Lang::En), source_name(c, id, Lang::Zh));
        }
    }

    #[test]
    fn catalog_sentences_in_chinese() {
        // 52 regions listed, 51 of them priced: the same two counts chapter 1 gives.
        assert_eq!(
            crate::both(|lang| lede(90, 20, 15, 52, 51, lang)),
            [
                "90 sizes in 20 series, 15 accelerators, prices for 51 of 52 regions. Filter, sort any column, pick sizes to compare, and share the address: it holds the whole view.",
                "共 90 种规格，分属 20 个系列，涵盖 15 种加速器；列出 52 个区域，其中 51 个有价格。可以筛选、按任意列排序、勾选规格并排比较；当前视图完整保存在网址中，直接分享网址即可。"
            ]
        );
        let d = Date::new(2026, 8, 20);
        assert_eq!(
            crate::both(|lang| snapshot_caption(d, lang)),
            ["Newest snapshot for this region: 2026-08-20.", "该区域最新快照日期：2026年8月20日。"]
        );
        assert_eq!(
            crate::both(|lang| snapshot_caption(None, lang)),
            ["No snapshot covers this region.", "该区域暂无价格快照。"]
        );
        assert_eq!(
            old_caption(true, 340, 90, Lang::Zh),
            (
                "当前显示的 340 个价格均已超过 90 天".into(),
                "，将鼠标悬停在价格上可查看其日期。".into()
            )
        );
        assert_eq!(
            old_caption(true, 1_340, 90, Lang::En),
            (
                " All 1,340 prices shown are more than 90 days old ".into(),
                "; each gives its date on hover. ".into()
            )
        );
        assert_eq!(
            old_caption(false, 7, 90, Lang::En),
            (
                " 7 prices shown are more than 90 days old: they carry ".into(),
                " and give their date on hover. ".into()
            )
        );
        assert_eq!(
            old_caption(false, 7, 90, Lang::Zh),
            (
                "其中 7 个价格已超过 90 天，已用".into(),
                "标出，将鼠标悬停在价格上可查看其日期。".into()
            )
        );
        let d = Date::new(2026, 1, 5).unwrap();
        assert_eq!(
            crate::both(|lang| old_title(d, true, 90, lang)),
            ["price of 2026-01-05: more than 90 days old", "2026年1月5日的价格（已超过 90 天）"]
        );
        assert_eq!(old_title(d, false, 90, Lang::En), "price of 2026-01-05");
        assert_eq!(
            price_title(&old_title(d, false, 90, Lang::Zh), "retail-api", Lang::Zh),
            "2026年1月5日的价格，来源：retail-api"
        );
        assert_eq!(
            price_title(&old_title(d, false, 90, Lang::En), "retail-api", Lang::En),
            "price of 2026-01-05, source retail-api"
        );
        assert_eq!(
            crate::both(|lang| source_line("Retail Prices API", Some(d), lang)),
            ["Retail Prices API (2026-01-05)", "Retail Prices API（2026年1月5日）"]
        );
        // A source without a date is its title alone (English used to close empty brackets).
        assert_eq!(
            crate::both(|lang| source_line("Retail Prices API", None, lang)),
            ["Retail Prices API", "Retail Prices API"]
        );
        assert_eq!(
            crate::both(|lang| reservation_note(8760, 26280, lang)),
            [
                "Reservation prices are whole-term totals spread over 8,760 or 26,280 hours. ",
                "预留实例价格为整个期限的总价，按 8,760 或 26,280 小时分摊。"
            ]
        );
        assert_eq!(comparing(3, Lang::Zh), "正在比较 3 种规格");
        assert_eq!(comparing(1, Lang::Zh), "正在比较 1 种规格");
        assert_eq!(comparing(3, Lang::En), "Comparing 3 sizes");
        assert_eq!(comparing(1, Lang::En), "Comparing 1 size");
        assert_eq!(
            compare_size("Standard_NC24ads_A100_v4", Lang::Zh),
            "比较 Standard_NC24ads_A100_v4"
        );
        assert_eq!(name_contains("h100", Lang::Zh), "名称包含“h100”");
        assert_eq!(
            crate::both(|lang| not_loaded("still loading", true, lang)),
            ["The catalog could not be loaded: still loading", "正在加载规格目录…"]
        );
        assert_eq!(not_loaded("bad JSON", false, Lang::Zh), "无法加载规格目录：bad JSON");
        assert_eq!(
            crate::both(|lang| region_choice("Europe", "West Europe", "westeurope", lang)),
            ["Europe – West Europe (westeurope)", "欧洲 – 西欧（westeurope）"]
        );
    }

    #[test]
    fn size_page_sentences_in_chinese() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(
            size_lede("ND_H100_v5", Some("NVIDIA H100"), d(2026, 8, 20), "可用", Lang::Zh),
            "ND_H100_v5 系列，NVIDIA H100。截至 2026年8月20日，状态：可用。"
        );
        assert_eq!(
            size_lede("NV_v3", None, d(2026, 8, 20), "可用", Lang::Zh),
            "NV_v3 系列，查阅的文档未写明 GPU 型号。截至 2026年8月20日，状态：可用。"
        );
        assert_eq!(
            size_lede("ND_H100_v5", Some("NVIDIA H100"), d(2026, 8, 20), "available", Lang::En),
            "Series ND_H100_v5, NVIDIA H100. Status on 2026-08-20: available."
        );
        assert_eq!(
            size_lede("NV_v3", None, d(2026, 8, 20), "available", Lang::En),
            "Series NV_v3, GPU not named in the docs read. Status on 2026-08-20: available."
        );
        // A size page's window title and description.
        assert_eq!(
            crate::both(|lang| size_title("Standard_X", lang)),
            ["Standard_X: specifications and prices", "Standard_X 的规格与价格"]
        );
        assert_eq!(
            size_description("Standard_X", "NV_v3 系列。", Lang::Zh),
            "Standard_X：规格参数、生命周期，以及各区域、各计费方式的价格，均注明日期和来源。NV_v3 系列。"
        );
        assert_eq!(
            size_description("Standard_X", "Series NV_v3.", Lang::En),
            "Standard_X: specifications, lifecycle, and prices in every region and pricing model, each with its date and source. Series NV_v3."
        );
        let stage = |lifecycle, retires, announced, successor| gpuplan_core::catalog::Stage {
            lifecycle,
            retires,
            announced,
            capacity_goes_to: None,
            successor,
            source: "az-retire-nvv3",
        };
        let retired = stage(
            Lifecycle::Retired,
            Some(d(2026, 9, 30)),
            Some(d(2025, 4, 15)),
            Some("NVadsA10_v5"),
        );
        assert_eq!(
            lifecycle_text(&retired, &[], Some("在阿联酋北部可运行到 2027-01-31。"), Lang::Zh),
            "已于 2026年9月30日停用（2025年4月15日宣布）；微软建议改用 NVadsA10_v5。在阿联酋北部可运行到 2027-01-31。"
        );
        assert_eq!(
            lifecycle_text(&retired, &[], None, Lang::En),
            "retired on 2026-09-30 (announced 2025-04-15); Microsoft names NVadsA10_v5 in its place"
        );
        let ga = stage(Lifecycle::Available, None, None, None);
        assert_eq!(
            lifecycle_text(&ga, &["West US 2", "Southeast Asia"], None, Lang::En),
            "available; generally available in West US 2, Southeast Asia"
        );
        let limited = gpuplan_core::catalog::Stage {
            capacity_goes_to: Some("NCads_H100_v5"),
            ..stage(Lifecycle::Limited, None, None, None)
        };
        assert_eq!(
            crate::both(|lang| lifecycle_text(&limited, &[], None, lang)),
            [
                "capacity-limited: new capacity goes only to NCads_H100_v5",
                "容量受限：新增容量只投放到 NCads_H100_v5 系列"
            ]
        );
        let retiring = stage(Lifecycle::Retiring, Some(d(2027, 3, 31)), None, None);
        assert_eq!(
            lifecycle_text(&retiring, &["美国东部", "西欧"], None, Lang::Zh),
            "将于 2027年3月31日停用；已在以下区域正式发布：美国东部、西欧"
        );
        assert_eq!(
            lifecycle_text(&retiring, &["East US"], Some("Note."), Lang::En),
            "retires on 2027-03-31; generally available in East US. Note."
        );
        let preview = stage(Lifecycle::Preview, None, None, Some("Standard_ND96isr_H200_v5"));
        assert_eq!(
            crate::both(|lang| lifecycle_text(&preview, &[], None, lang)),
            [
                "preview: not covered by the SLA, never recommended; Microsoft names Standard_ND96isr_H200_v5 in its place",
                "预览版：不在 SLA 保障范围内，本工具不会推荐；微软建议改用 Standard_ND96isr_H200_v5"
            ]
        );
    }

    /// A size page's figures, notes, prices and dates.
    #[test]
    fn size_page_figures_and_notes() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(printed("1,535（原样照录）", Lang::Zh), "（文档所列：1,535（原样照录））");
        let (low, high) = (Decimal::from(250_000), Decimal::from(300_000));
        let price = |kind, lang| hardware_price(kind, low, high, 8, "press", lang);
        assert_eq!(
            price(HardwarePriceKind::Street, Lang::Zh),
            "市场价 250,000–300,000 美元（8 个 GPU）：press"
        );
        assert_eq!(
            price(HardwarePriceKind::SystemList, Lang::En),
            "system list USD 250,000–300,000 for 8 GPU(s): press"
        );
        assert_eq!(
            crate::both(|lang| dated(d(2026, 2, 1), lang)),
            [" (dated 2026-02-01)", "（日期：2026年2月1日）"]
        );
        assert_eq!(printed("1,535 (sic)", Lang::En), " (printed: 1,535 (sic))");
        assert_eq!(
            crate::both(|lang| no_price(None, lang)),
            [
                "No price for this size is in any snapshot (newest: none).",
                "此规格在所有快照中都暂无价格（尚无快照）。"
            ]
        );
        assert_eq!(
            crate::both(|lang| no_price(Some(d(2026, 2, 1)), lang)),
            [
                "No price for this size is in any snapshot (newest: 2026-02-01).",
                "此规格在所有快照中都暂无价格（最新快照：2026年2月1日）。"
            ]
        );
        assert_eq!(region_os("西欧", Os::Linux, Lang::Zh), "西欧（Linux）");
        assert_eq!(region_os("West Europe", Os::Linux, Lang::En), "West Europe (Linux)");
        assert_eq!(dates(&[d(2026, 2, 1), d(2026, 3, 1)], Lang::Zh), "2026年2月1日、2026年3月1日");
        assert_eq!(spec(Some(Spec::NotApplicable), Lang::Zh), "不适用");
        assert_eq!(spec(Some(Spec::Value(989.5)), Lang::Zh), "989.5");
        assert_eq!(spec(Some(Spec::Value(3957.8)), Lang::Zh), "3,957.8");
        assert_eq!(spec(Some(Spec::Value(1979.0)), Lang::En), "1,979");
        assert_eq!(spec(Some(Spec::Value(0.125)), Lang::En), "0.125");
        assert_eq!(feature(&Feature::Unknown, M::NotStatedInDocs, Lang::Zh), "查阅的文档中未注明");
        assert_eq!(
            feature(&Feature::Yes("NDR 400 Gb/s".into()), M::NotStated, Lang::Zh),
            "NDR 400 Gb/s"
        );
    }

    #[test]
    fn coverage_sentences_in_chinese() {
        let d = |y, m, day| Date::new(y, m, day).unwrap();
        assert_eq!(age_days(102, 165, Lang::Zh), "102–165 天");
        assert_eq!(age_days(102, 102, Lang::En), "102 days");
        assert_eq!(age_days(102, 165, Lang::En), "102–165 days");
        assert_eq!(
            date_range(d(2026, 1, 2), d(2026, 3, 4), Lang::Zh),
            "2026年1月2日 – 2026年3月4日"
        );
        let zh = coverage_intro(d(2026, 8, 20), 90, Lang::Zh);
        assert!(zh.starts_with("按 2026年8月20日统计，只计入当天尚未停用的系列。"), "{zh}");
        assert!(zh.contains("有该计费方式价格的组合数。超过 90 天的价格在全站都会标出。"), "{zh}");
        assert_eq!(
            coverage_intro(d(2026, 8, 20), 90, Lang::En),
            "Counted on 2026-08-20 for the series not retired by then. The base is every size × region pair the size is sold in, meaning the snapshot holds a price of any kind for it there; each cell counts the pairs with a price under that model. Prices older than 90 days are marked wherever the site shows them."
        );
    }

    /// The Chinese of the catalog's messages and sentences uses the terms the problems' Chinese
    /// does (see `problems::NOT_IN_CHINESE`).
    #[test]
    fn chinese_uses_the_settled_terms() {
        let d = Date::new(2026, 8, 20).unwrap();
        let view = view_of(Normalise::Gpu, TimeUnit::Month, Os::Linux);
        let stage = gpuplan_core::catalog::Stage {
            lifecycle: Lifecycle::Retired,
            retires: Some(d),
            announced: Some(d),
            capacity_goes_to: Some("NCads_H100_v5"),
            successor: Some("NVadsA10_v5"),
            source: "s",
        };
        let mut texts: Vec<String> =
            CatalogMsg::ALL.iter().map(|m| m.text(Lang::Zh).to_owned()).collect();
        texts.extend([
            lede(90, 20, 15, 52, 51, Lang::Zh),
            price_caption(&view, Lang::Zh),
            compare_prices(&view, Lang::Zh),
            shown_caption(9, &view, Lang::Zh),
            priced_here(10, 12, Lang::Zh),
            snapshot_caption(None, Lang::Zh),
            old_caption(false, 7, 90, Lang::Zh).0,
            reservation_note(8760, 26280, Lang::Zh),
            size_lede("NV_v3", None, d, "已停用", Lang::Zh),
            lifecycle_text(&stage, &["美国东部"], Some("注。"), Lang::Zh),
            no_price(None, Lang::Zh),
            coverage_intro(d, 90, Lang::Zh),
            cell(PriceCell::NotInSnapshot, TimeUnit::Hour, Lang::Zh),
        ]);
        for t in &texts {
            for word in crate::problems::NOT_IN_CHINESE {
                assert!(!crate::problems::uses(t, word), "{word}: {t}");
            }
        }
    }

    /// Every region and geography of the region list has a Chinese name.
    #[test]
    fn every_listed_region_has_a_chinese_name() {
        let file = include_str!("../../../content/data/regions.toml");
        let value = |line: &str, key: &str| {
            line.strip_prefix(key)
                .and_then(|r| r.trim_start().strip_prefix('='))
                .map(|r| r.trim().trim_matches('"').to_owned())
        };
        let codes: Vec<String> = file.lines().filter_map(|l| value(l, "name")).collect();
        let names: Vec<String> = file.lines().filter_map(|l| value(l, "display_name")).collect();
        let geographies: Vec<String> = file.lines().filter_map(|l| value(l, "geography")).collect();
        assert!(codes.len() > 40, "the region list was not read: {codes:?}");
        assert_eq!(codes.len(), geographies.len());
        assert_eq!(codes.len(), names.len());
        for (code, name) in codes.iter().zip(&names) {
            let zh = region_zh(code);
            assert!(zh.is_some_and(|z| z.chars().any(crate::is_cjk)), "{code} has no Chinese name");
            // English pages show the list's display name, as before the names were messages.
            assert_eq!(region_name(code, name, Lang::En), name, "{code}");
            assert_eq!(region_ref(code, Lang::En), code);
            let zh = zh.unwrap_or_default();
            assert_eq!(region_ref(code, Lang::Zh), format!("{zh}（{code}）"));
            assert_eq!(region_ref(code, Lang::Zh), crate::format::region(zh, code, Lang::Zh));
        }
        for g in &geographies {
            assert!(
                geography_name(g, Lang::Zh).chars().any(crate::is_cjk),
                "{g} has no Chinese name"
            );
            assert_eq!(geography_name(g, Lang::En), g);
        }
        assert_eq!(
            crate::both(|lang| region_name("westeurope", "West Europe", lang)),
            ["West Europe", "西欧"]
        );
        assert_eq!(region_name("marsnorth", "Mars North", Lang::Zh), "Mars North");
        assert_eq!(region_ref("marsnorth", Lang::Zh), "marsnorth");
        assert_eq!(region_zh("eastasia"), Some("东亚"));
        assert_eq!(region_zh("marsnorth"), None);
        assert_eq!(geography_name("Antarctica", Lang::Zh), "Antarctica");
    }
}
