//! The words of the command-line tool `gpuplan` that the web does not say: its tables' headers,
//! its line labels and the sentences around its figures, in English (as the CLI has always
//! written them) and in Chinese. The texts are the messages of `locales/{en,zh}/cli.ftl`; the
//! functions below fill them.
//!
//! Where the web already says the same thing, the CLI takes the web's words instead: lifecycle
//! stages and yes/no from [`crate::catalog`], the decision tree from [`crate::wizard`], estimate
//! notes and warnings from [`crate::estimate`], the calculators' figures from [`crate::calc`],
//! and every error of the core from [`crate::problems`]. Money, dates, durations and large
//! figures are written by [`crate::format`]. Where the CLI's English has its own short words
//! (the catalog's `vram GB`, a pricing model's code), the Chinese of the same message is the
//! page's word for it.
//!
//! Figures read the same in both languages: counts and amounts with thousands separators, a
//! snapshot's price exactly as the snapshot holds it, a model's shape and sequence lengths as
//! plain numbers.

use gpuplan_core::catalog::view::{Column, format_amount};
use gpuplan_core::catalog::{Catalog, Os, PricingModel};
use gpuplan_core::cost::estimate::LineNote;
use gpuplan_core::cost::eviction::{BandEnd, BandRate};
use gpuplan_core::cost::{Currency, PriceOrigin};
use gpuplan_core::date::Date;
use gpuplan_core::doc::{Diagnostic, DiagnosticKind};
use gpuplan_core::sizing::{
    FineTune, InferenceJob, MemoryBreakdown, Optimizer, Precision, Shape, Sharding, TrainingJob,
};
use rust_decimal::Decimal;

use crate::{Lang, catalog, estimate, format, wizard};

include!(concat!(env!("OUT_DIR"), "/cli.rs"));

use CliMsg as M;

/// `label: value`, with the colon of the language.
fn colon(label: &str, value: &str, lang: Lang) -> String {
    crate::calc::labelled(label, value, lang)
}

/// A reader's text quoted: `"x"` (Rust's escaping) or `“x”`.
fn quote(s: &str, lang: Lang) -> String {
    let escaped = format!("{s:?}");
    let inner = escaped.strip_prefix('"').and_then(|e| e.strip_suffix('"')).unwrap_or(s);
    Quoted { text: inner }.text(lang)
}

/// A currency in running text: its code in English, its name in Chinese (美元 for USD); text
/// that is not a currency code, as it is.
fn currency(code: &str, lang: Lang) -> String {
    Currency::try_from(code.to_owned())
        .map_or_else(|_| code.to_owned(), |c| estimate::currency_name(c, lang))
}

/// A region where a reader expects its name: the code alone when the language has no name for
/// it (English, where the CLI names regions by the code they were given in), else the name with
/// the code, `美国东部（eastus）`.
fn region_words(code: &str, lang: Lang) -> String {
    catalog::region_ref(code, lang).to_owned()
}

/// An amount exactly as the snapshot holds it, every decimal kept, thousands grouped:
/// `110.272`, `1,030,262.4`.
fn exact(amount: Decimal) -> String {
    format_amount(amount, amount.scale())
}

/// A figure the reader gave, with as many decimals as it has and thousands grouped: `30,000`,
/// `1,500.5`.
fn figure(x: f64) -> String {
    let text = x.to_string();
    format::number(x, text.split_once('.').map_or(0, |(_, f)| f.len()))
}

/// A whole number with thousands separators, negative or not: `1,234`.
fn whole(n: i64) -> String {
    let digits = format::count(n.unsigned_abs());
    if n < 0 { format!("-{digits}") } else { digits }
}

/// Items joined two by two with a message (`semicolon-list`, `comma-list`).
fn join(items: impl IntoIterator<Item = String>, pair: impl Fn(&str, &str) -> String) -> String {
    items.into_iter().reduce(|first, next| pair(&first, &next)).unwrap_or_default()
}

/// Items joined with semicolons: `a; b` or `a；b`.
fn semicolons(items: impl IntoIterator<Item = String>, lang: Lang) -> String {
    join(items, |first, next| SemicolonList { first, next }.text(lang))
}

/// An error line on stderr: `error: …` or `错误：…`.
pub fn error_line(message: &str, lang: Lang) -> String {
    colon(M::Error.text(lang), message, lang)
}

/// A problem with a command-line option or argument: `--region: …`.
pub fn flag_error(flag: &str, message: &str, lang: Lang) -> String {
    colon(flag, message, lang)
}

/// An error reading a file: `reading PATH`.
pub fn reading(path: &str, lang: Lang) -> String {
    Reading { path }.text(lang)
}

/// The embedded data does not load: the count of its problems.
pub fn catalog_invalid(problems: usize, lang: Lang) -> String {
    CatalogInvalidCount { problems: &format::count(problems as u64) }.text(lang)
}

/// A count of problems before their list: `1 problem:`, `2 problems:`.
pub fn problems_count(n: usize, lang: Lang) -> String {
    ProblemsCount { n: n as u64 }.text(lang)
}

/// The catalog table's header for a column: the CLI's own short words in English, the
/// catalog page's in Chinese; a price column as the catalog names it.
pub fn catalog_column(c: Column, lang: Lang) -> &'static str {
    match c {
        Column::Size => M::ColSize,
        Column::Gpu => M::ColGpu,
        Column::Gpus => M::ColGpus,
        Column::Vram => M::ColVram,
        Column::Vcpu => M::ColVcpu,
        Column::Infiniband => M::ColInfiniband,
        Column::Status => M::ColStatus,
        Column::Price(_) => return catalog::column(c, lang),
    }
    .text(lang)
}

/// The catalog table's price column: Linux pay-as-you-go, USD an hour, in a region (its code;
/// its name in Chinese).
pub fn payg_column(region: &str, lang: Lang) -> String {
    PaygColumn { region: catalog::region_name(region, region, lang) }.text(lang)
}

/// The catalog's last line: how many sizes it listed.
pub fn sizes_listed(n: usize, lang: Lang) -> String {
    SizesListed { n: &format::count(n as u64) }.text(lang)
}

/// `--status` with a stage that does not exist.
pub fn not_a_status(s: &str, lang: Lang) -> String {
    NotAStatus { quoted: &quote(s, lang) }.text(lang)
}

/// `--min-vram` with a value that is not a number of GB.
pub fn not_gb(v: f64, lang: Lang) -> String {
    NotGb { value: &v.to_string() }.text(lang)
}

/// `--os` with an OS that does not exist.
pub fn not_an_os(s: &str, lang: Lang) -> String {
    NotAnOs { quoted: &quote(s, lang) }.text(lang)
}

/// `--model` with a pricing model that does not exist; `names` are the codes it takes.
pub fn not_a_model(s: &str, names: &[&str], lang: Lang) -> String {
    NotAModel { quoted: &quote(s, lang), names: &names.join(catalog::list_sep(lang)) }.text(lang)
}

/// A pricing model as the CLI names it in a price's subject: its code in English, its name in
/// Chinese.
fn model_words(m: PricingModel) -> CliMsg {
    match m {
        PricingModel::Payg => M::ModelPayg,
        PricingModel::Spot => M::ModelSpot,
        PricingModel::LowPriority => M::ModelLowPriority,
        PricingModel::SavingsPlan1y => M::ModelSavingsPlan1y,
        PricingModel::SavingsPlan3y => M::ModelSavingsPlan3y,
        PricingModel::Reservation1y => M::ModelReservation1y,
        PricingModel::Reservation3y => M::ModelReservation3y,
        PricingModel::DevTest => M::ModelDevTest,
    }
}

/// What a price is for: size, region, OS and pricing model.
pub fn price_subject(size: &str, region: &str, os: Os, model: PricingModel, lang: Lang) -> String {
    PriceSubject {
        size,
        region: &region_words(region, lang),
        os: catalog::os(os),
        model: model_words(model).text(lang),
    }
    .text(lang)
}

/// What `gpuplan price` without `--model` is for: a size in a region on an OS.
pub fn price_list_subject(size: &str, region: &str, os: Os, lang: Lang) -> String {
    PriceListSubject { size, region: &region_words(region, lang), os: catalog::os(os) }.text(lang)
}

/// The first line of `gpuplan price` without `--model`: the size, region and OS, and how many
/// pricing models the snapshot prices for them.
pub fn price_list_heading(size: &str, region: &str, os: Os, n: usize, lang: Lang) -> String {
    let subject = price_list_subject(size, region, os, lang);
    PriceListHeading { subject: &subject, n: &format::count(n as u64) }.text(lang)
}

/// `gpuplan price`'s first line: what the price is for ([`price_subject`]) and the price as the
/// snapshot holds it, per hour or for the whole term (`term`).
pub fn price_found(subject: &str, price: Decimal, code: &str, term: bool, lang: Lang) -> String {
    let (price, currency) = (&exact(price), &currency(code, lang));
    if term {
        PriceWholeTerm { subject, price, currency }.text(lang)
    } else {
        PricePerHour { subject, price, currency }.text(lang)
    }
}

/// A term's price spread over its hours, rounded for display.
pub fn hourly_over_term(hourly: Decimal, code: &str, hours: u32, lang: Lang) -> String {
    HourlyOverTerm {
        hourly: &exact(hourly),
        currency: &currency(code, lang),
        hours: &format::count(hours.into()),
    }
    .text(lang)
}

/// A price's date and source; `old` is its age in days when that is more than `stale_after`.
pub fn as_of(d: Date, old: Option<i64>, stale_after: i64, source: &str, lang: Lang) -> String {
    let date = &format::date(d, lang);
    match old {
        Some(days) => {
            AsOfOld { date, days: &whole(days), limit: &whole(stale_after), source }.text(lang)
        }
        None => AsOf { date, source }.text(lang),
    }
}

/// `gpuplan price` when the snapshot has no such price ([`price_subject`] says which): the
/// newest snapshot searched.
pub fn price_not_found(subject: &str, newest: Option<Date>, lang: Lang) -> String {
    let newest = newest.map_or(M::NoSnapshot.text(lang).to_owned(), |d| format::date(d, lang));
    PriceNotFound { subject, newest: &newest }.text(lang)
}

/// The estimate table's header: the CLI's own words in English, the estimate page's in
/// Chinese.
pub fn estimate_header(lang: Lang) -> [&'static str; 6] {
    let [line, monthly, up_front, total, from] =
        [M::ColLine, M::ColMonthly, M::ColUpFront, M::ColTotal, M::ColPriceFrom]
            .map(|m| m.text(lang));
    ["#", line, monthly, up_front, total, from]
}

/// Where an estimate line's price came from: a snapshot's source by its short name in `lang`
/// (never its key) and its date, as the estimate page writes it; the reader's price; a rule.
pub fn estimate_origin(o: &PriceOrigin, catalog: &Catalog, lang: Lang) -> String {
    let name = |source: &str| crate::catalog::source_name(catalog, source, lang).to_owned();
    match o {
        PriceOrigin::Snapshot { as_of: Some(d), source } => {
            OriginSnapshot { source: &name(source), date: &format::date(*d, lang) }.text(lang)
        }
        PriceOrigin::Snapshot { as_of: None, source } => {
            OriginUndated { source: &name(source) }.text(lang)
        }
        PriceOrigin::UserPrice => M::UserPrice.text(lang).to_owned(),
        // A rule's words are the estimate's: the engine's English, or their Chinese.
        PriceOrigin::Rule { .. } => estimate::origin(o, catalog, lang),
    }
}

/// The estimate table's total row: `total over 12 months`.
pub fn total_over(months: Decimal, lang: Lang) -> String {
    TotalOver { months: &months.normalize().to_string() }.text(lang)
}

/// The compute cost per VM-hour under the table, the amount written.
pub fn per_vm_hour(amount: &str, lang: Lang) -> String {
    PerVmHour { amount }.text(lang)
}

/// A line's notes under the table, each in `lang` ([`estimate::note`]).
pub fn line_notes(index: usize, notes: &[LineNote], lang: Lang) -> String {
    let notes = semicolons(notes.iter().map(|n| estimate::note(n, lang)), lang);
    LineNotes { index: &format::count(index as u64), notes: &notes }.text(lang)
}

/// How an estimate in another currency was converted: units of it per US dollar. `name` is the
/// currency's name in `lang`; a name that is its code is said once.
pub fn converted(rate: Decimal, code: &str, name: &str, lang: Lang) -> String {
    let rate = &rate.normalize().to_string();
    if name == code {
        Converted { rate, code }.text(lang)
    } else {
        ConvertedNamed { rate, name, code }.text(lang)
    }
}

/// The estimate's problems, before their list.
pub fn estimate_problems(n: usize, lang: Lang) -> String {
    EstimateProblems { n: n as u64 }.text(lang)
}

/// A step's heading: `step 1: Task type`.
pub fn step(n: u8, lang: Lang) -> String {
    Step { n: &n.to_string(), title: wizard::step_title(n, lang) }.text(lang)
}

/// A step's line: `rule:   …`, its label padded to eight columns in English. A part that is not
/// one of a step's four is written `label: value`.
pub fn step_line(part: CliMsg, value: &str, lang: Lang) -> String {
    match part {
        M::StepRule => StepRuleLine { value }.text(lang),
        M::StepInputs => StepInputsLine { value }.text(lang),
        M::StepBranch => StepBranchLine { value }.text(lang),
        M::StepNote => StepNoteLine { value }.text(lang),
        other => colon(other.text(lang), value, lang),
    }
}

/// A step's inputs, `name = value`, joined.
pub fn step_inputs(pairs: &[(&str, String)], lang: Lang) -> String {
    join(pairs.iter().map(|(k, v)| format!("{k} = {v}")), |first, next| {
        CommaList { first, next }.text(lang)
    })
}

/// Where a step is explained: the guide's section, in the guide of `lang`.
pub fn see_guide(path: &str, lang: Lang) -> String {
    let path = path.replacen("guide/en/", &format!("guide/{}/", lang.code()), 1);
    SeeGuide { path: &path }.text(lang)
}

/// The ranking table's header.
pub fn ranked_header(lang: Lang) -> [&'static str; 8] {
    [
        M::ColRank,
        M::ColSize,
        M::ColRegion,
        M::ColVms,
        M::ColGpuCount,
        M::ColModel,
        M::ColTime,
        M::ColTotal,
    ]
    .map(|m| m.text(lang))
}

/// An unknown `--preset`: the ones there are.
pub fn unknown_preset(id: &str, known: &[&str], lang: Lang) -> String {
    UnknownPreset { quoted: &quote(id, lang), list: &known.join(catalog::list_sep(lang)) }
        .text(lang)
}

/// The heading of the cost-against-time table of a size.
pub fn frontier_heading(size: &str, region: &str, lang: Lang) -> String {
    FrontierHeading { size, region: &region_words(region, lang) }.text(lang)
}

/// The columns of a cost-against-time table.
pub fn frontier_header(lang: Lang) -> [&'static str; 5] {
    [M::ColVms, M::ColGpuCount, M::ColTime, M::ColModel, M::ColTotal].map(|m| m.text(lang))
}

/// The line after the ranking: how many pairs are feasible and how many sizes were left out.
pub fn feasible(pairs: usize, left_out: usize, lang: Lang) -> String {
    Feasible { pairs: &format::count(pairs as u64), left: &format::count(left_out as u64) }
        .text(lang)
}

/// `gpuplan size`'s compute line.
pub fn flops_line(flops: f64, lang: Lang) -> String {
    FlopsLine { flops: &format::scientific(flops, lang) }.text(lang)
}

/// `gpuplan size`'s memory line: each part on one GPU, one decimal.
pub fn memory_line(m: &MemoryBreakdown, lang: Lang) -> String {
    let gb = |x: f64| format::number(x, 1);
    MemoryLine {
        weights: &gb(m.weights_gb),
        gradients: &gb(m.gradients_gb),
        optimizer: &gb(m.optimizer_gb),
        activations: &gb(m.activations_gb),
        total: &gb(m.total_gb()),
    }
    .text(lang)
}

/// `gpuplan size`'s row for one accelerator after its name: the fewest GPUs (as written), memory
/// on each and hours, aligned.
pub fn size_row(gpus: &str, gb_each: f64, hours: f64, mfu: f64, lang: Lang) -> String {
    SizeRow {
        gpus,
        gb: &format!("{:>7}", format::number(gb_each, 1)),
        time: &format!("{:>12}", format::duration(hours, lang)),
        mfu: &format::number(mfu * 100.0, 0),
    }
    .text(lang)
}

/// The line under `gpuplan size`'s table: how right its times have been.
pub fn accuracy_line(band: &gpuplan_core::sizing::calibration::Band, lang: Lang) -> String {
    AccuracyLine { band: &wizard::band(band, lang) }.text(lang)
}

/// A `--json-file` that is not JSON: the reader's message.
pub fn not_json(message: &str, lang: Lang) -> String {
    NotJson { message }.text(lang)
}

/// A job flag given with a workload file: the file holds the job.
pub fn file_or_flags(path: &str, lang: Lang) -> String {
    FileOrFlags { path }.text(lang)
}

/// A job flag the task does not use.
pub fn not_for_task(task: &str, lang: Lang) -> String {
    NotForTask { task }.text(lang)
}

/// `--gpu` matching no accelerator.
pub fn no_gpu_matches(query: &str, lang: Lang) -> String {
    NoGpuMatches { quoted: &quote(query, lang) }.text(lang)
}

/// A share as a percentage, to two places at most: `40%`, `45.5%`.
fn percent(x: f64) -> String {
    let p = format!("{:.2}", x * 100.0);
    format!("{}%", p.trim_end_matches('0').trim_end_matches('.'))
}

fn precision_name(p: Precision) -> &'static str {
    match p {
        Precision::Bf16 => "BF16",
        Precision::Fp16 => "FP16",
        Precision::Fp8 => "FP8",
        Precision::Int8 => "INT8",
        Precision::Int4 => "INT4",
    }
}

/// A model's shape, and whether it was given or derived from the parameter count. The figures
/// are the model's own, written plain.
fn shape_words(s: &Shape, given: bool, lang: Lang) -> String {
    let (layers, hidden, heads, kv) = (
        &s.layers.to_string(),
        &s.hidden.to_string(),
        &s.heads.to_string(),
        &s.kv_heads.to_string(),
    );
    if given {
        ShapeGiven { layers, hidden, heads, kv }.text(lang)
    } else {
        ShapeAssumed { layers, hidden, heads, kv }.text(lang)
    }
}

/// The training job `gpuplan size` and `recommend` used, every option with its value, given or
/// default: the line that states the defaults. `mfu` is the one given; `None` when it is
/// calibrated for each GPU generation.
pub fn training_job_line(j: &TrainingJob, mfu: Option<f64>, lang: Lang) -> String {
    let optimizer = match j.optimizer {
        Optimizer::Adamw => "AdamW",
        Optimizer::Adam8bit => M::OptimizerAdam8bit.text(lang),
        Optimizer::Sgd => "SGD",
    };
    let sharding = match j.sharding {
        Sharding::None => M::ShardingNone.text(lang),
        Sharding::Zero1 => "ZeRO-1",
        Sharding::Zero2 => "ZeRO-2",
        Sharding::Zero3 => "ZeRO-3",
        Sharding::Fsdp => "FSDP",
    };
    let method = match j.method {
        FineTune::Full => M::FullTraining.text(lang).to_owned(),
        FineTune::Lora { rank } => Lora { rank: &rank.to_string() }.text(lang),
        FineTune::Qlora { rank } => Qlora { rank: &rank.to_string() }.text(lang),
    };
    let mfu = mfu.map_or(M::MfuCalibrated.text(lang).to_owned(), |m| format!("MFU {}", percent(m)));
    let checkpointing = if j.checkpointing { M::CheckpointingOn } else { M::CheckpointingOff };
    TrainingJobLine {
        precision: precision_name(j.precision),
        optimizer,
        sharding,
        checkpointing: checkpointing.text(lang),
        seq: &j.seq_len.to_string(),
        batch: &j.micro_batch.to_string(),
        method: &method,
        mfu: &mfu,
        shape: &shape_words(&j.shape(), j.shape.is_some(), lang),
    }
    .text(lang)
}

/// The inference job `gpuplan size` and `recommend` used, every option with its value.
pub fn inference_job_line(j: &InferenceJob, lang: Lang) -> String {
    let shape = j.shape.unwrap_or_else(|| Shape::from_params(j.params));
    let mut targets = String::new();
    if let Some(t) = j.target_tokens_per_s {
        targets.push_str(&TargetTokens { tokens: &figure(t) }.text(lang));
    }
    if let Some(ms) = j.target_ms_per_token {
        targets.push_str(&TargetLatency { ms: &figure(ms) }.text(lang));
    }
    InferenceJobLine {
        precision: precision_name(j.precision),
        context: &j.context.to_string(),
        concurrent: &format::count(j.concurrent.into()),
        hours: &figure(j.hours_per_month),
        months: &figure(j.months),
        targets: &targets,
        shape: &shape_words(&shape, j.shape.is_some(), lang),
    }
    .text(lang)
}

/// `gpuplan size --task inference`'s memory line: one replica's weights and KV cache.
pub fn replica_memory_line(m: &MemoryBreakdown, lang: Lang) -> String {
    let gb = |x: f64| format::number(x, 1);
    ReplicaMemoryLine {
        weights: &gb(m.weights_gb),
        kv: &gb(m.activations_gb),
        total: &gb(m.total_gb()),
    }
    .text(lang)
}

/// `gpuplan size --task inference`'s row for one accelerator after its name.
pub fn inference_row(
    gpus: u32,
    replicas: u32,
    gb_each: f64,
    decode: f64,
    prefill: f64,
    lang: Lang,
) -> String {
    InferenceRow {
        gpus: &format::count(gpus.into()),
        replicas: &format::count(replicas.into()),
        gb: &format!("{:>6}", format::number(gb_each, 1)),
        decode: &format::number(decode, 0),
        prefill: &format::number(prefill, 0),
    }
    .text(lang)
}

/// `gpuplan spot`'s first line: the size, region, work and VMs as given. The work is written as
/// the figure it reads as (`8k` and `8千` as `8,000`), or as given when it reads as none.
pub fn spot_heading(size: &str, region: &str, work: &str, vms: &str, lang: Lang) -> String {
    let work = gpuplan_core::sizing::parse_quantity(work).map_or(work.to_owned(), figure);
    SpotHeading {
        title: crate::calc::title(gpuplan_core::calc::Kind::Spot, lang),
        size,
        region: &region_words(region, lang),
        work: &work,
        vms,
    }
    .text(lang)
}

/// Where the reader's export came from, in the eviction-rate line: its path, and its date with
/// where that date came from (`from`, already in words), or that it has none.
pub fn export_origin(path: &str, date: Option<Date>, from: &str, lang: Lang) -> String {
    match date {
        Some(d) => ExportDated { path, date: &format::date(d, lang), from }.text(lang),
        None => ExportUndated { path }.text(lang),
    }
}

/// The eviction rate from the reader's export: the band for the size and region, and where the
/// export came from ([`export_origin`]).
pub fn rate_from_export(band: &str, sku: &str, location: &str, origin: &str, lang: Lang) -> String {
    RateFromExport { band, sku, location: &region_words(location, lang), origin }.text(lang)
}

/// The plan at a band: the end used, the chance within an hour, the rate, the band's range and
/// the mean time between interruptions.
pub fn band_plan(b: &BandRate, lang: Lang) -> String {
    let low = &format::number(b.range_per_hour.0, 4);
    let range = match b.range_per_hour.1 {
        Some(h) => BandRange { low, high: &format::number(h, 4) }.text(lang),
        None => BandRangeOpen { low }.text(lang),
    };
    let (pct, rate, range, mtbi) = (
        &format::number(b.chance_per_hour * 100.0, 0),
        &format::number(b.rate_per_hour, 4),
        &range,
        &format::number(b.mtbi_hours, 1),
    );
    match b.used {
        BandEnd::High => BandPlanHigh { pct, rate, range, mtbi }.text(lang),
        BandEnd::Low if b.at_least => BandPlanAtLeast { pct, rate, range, mtbi }.text(lang),
        BandEnd::Low => BandPlanLow { pct, rate, range, mtbi }.text(lang),
    }
}

/// The eviction rate as typed; with `rows`, the reader's export has that many rows but none for
/// the size and region.
pub fn rate_as_given(
    rate: &str,
    rows: Option<usize>,
    size: &str,
    region: &str,
    lang: Lang,
) -> String {
    match rows {
        None => RateAsGiven { rate }.text(lang),
        Some(n) => RateAsGivenNotInExport {
            rate,
            rows: &format::count(n as u64),
            size,
            region: &region_words(region, lang),
        }
        .text(lang),
    }
}

/// A duration in hours with two decimals, as `gpuplan spot` writes its figures; "never" when
/// not finite.
pub fn hours_2(h: f64, lang: Lang) -> String {
    if h.is_finite() {
        HoursTwo { hours: &format::number(h, 2) }.text(lang)
    } else {
        format::hours(h, lang)
    }
}

/// A price a result used: what (in words, [`crate::calc::price_what`]), US dollars an hour,
/// the snapshot's date and its source, named by its short name in `lang` (never its key).
pub fn price_used(
    what: &str,
    usd: Decimal,
    d: Date,
    source: &str,
    catalog: &Catalog,
    lang: Lang,
) -> String {
    let source = crate::catalog::source_name(catalog, source, lang);
    PriceUsedLine { what, price: &exact(usd), date: &format::date(d, lang), source }.text(lang)
}

/// An export too large to read: its path, size and the limit, in bytes.
pub fn export_too_large(path: &str, bytes: u64, max: usize, lang: Lang) -> String {
    ExportTooLarge { path, bytes: &format::count(bytes), max: &format::count(max as u64) }
        .text(lang)
}

/// The chapter's title in `gpuplan check`.
pub fn title_line(title: &str, lang: Lang) -> String {
    colon(M::Title.text(lang), title, lang)
}

/// A diagnostic of `gpuplan check`: the line and what was found. The English is the core's
/// (`Diagnostic`'s `Display`).
pub fn diagnostic(d: &Diagnostic, lang: Lang) -> String {
    let line = &d.line.to_string();
    match &d.kind {
        DiagnosticKind::RawHtml(html) => DiagRawHtml { line, html }.text(lang),
        DiagnosticKind::UnsafeLink(url) => DiagUnsafeLink { line, url }.text(lang),
        DiagnosticKind::Image(url) => DiagImage { line, url }.text(lang),
        DiagnosticKind::DuplicateAnchor(anchor) => DiagDuplicateAnchor { line, anchor }.text(lang),
        DiagnosticKind::BadDirective(text) => DiagBadDirective { line, text }.text(lang),
        DiagnosticKind::TooDeep(n) => DiagTooDeep { line, levels: &n.to_string() }.text(lang),
        DiagnosticKind::BadCalculatorParam(text) => {
            DiagBadCalculatorParam { line, text }.text(lang)
        }
    }
}

/// `gpuplan check`'s failure: how many diagnostics it found.
pub fn diagnostics_count(n: usize, lang: Lang) -> String {
    DiagnosticsCount { n: &format::count(n as u64) }.text(lang)
}

/// A calculator's argument that is not `key=value`.
pub fn not_a_pair(arg: &str, lang: Lang) -> String {
    NotAPair { quoted: &quote(arg, lang) }.text(lang)
}

/// A key the calculator lacks, with where to see its keys.
pub fn unknown_key(key: &str, calc: &str, lang: Lang) -> String {
    UnknownKey { quoted: &quote(key, lang), calc }.text(lang)
}

/// A value longer than a field keeps.
pub fn too_long(max: usize, lang: Lang) -> String {
    TooLong { max: &format::count(max as u64) }.text(lang)
}

/// A calculator's field error: the key the reader typed, the field's label and the problem
/// (already in words).
pub fn field_error(key: &str, label: &str, problem: &str, lang: Lang) -> String {
    let name = if label.is_empty() {
        key.to_owned()
    } else {
        format!("{key}{}", catalog::paren(label, lang))
    };
    colon(&name, problem, lang)
}

/// A calculator's field in `gpuplan calc --fields`: key and default, label, hint, and the values
/// of a choice.
pub fn field_line(
    key: &str,
    default: &str,
    label: &str,
    hint: &str,
    values: &[&str],
    lang: Lang,
) -> String {
    let default = if default.is_empty() {
        catalog::paren(M::Empty.text(lang), lang)
    } else {
        format!("={default}")
    };
    let mut out = format!("{key}{default}  {label}");
    if !hint.is_empty() {
        out.push_str(&catalog::paren(hint, lang));
    }
    if !values.is_empty() {
        out.push_str(&ValuesClause { values: &values.join(catalog::list_sep(lang)) }.text(lang));
    }
    out
}

/// The heading over the prices a calculator's result used.
pub fn prices_used_heading(lang: Lang) -> String {
    Heading { label: crate::calc::CalcMsg::PricesUsed.text(lang) }.text(lang)
}

/// A line's price warnings under the estimate table, beside its notes, each worded by
/// [`estimate::warning`]: `warning, line 0: Standard_X is retired: …`.
pub fn line_warnings(
    index: usize,
    warnings: &[gpuplan_core::cost::PriceWarning],
    lang: Lang,
) -> String {
    let each = semicolons(warnings.iter().map(|w| estimate::warning(w, lang)), lang);
    LineWarnings { index: &format::count(index as u64), warnings: &each }.text(lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of digits in `s`, sorted.
    fn numbers(s: &str) -> Vec<String> {
        let mut out: Vec<String> = s
            .split(|c: char| !c.is_ascii_digit())
            .filter(|r| !r.is_empty())
            .map(|r| r.trim_start_matches('0').to_owned())
            .collect();
        out.sort();
        out
    }

    /// Both languages of a text: the English without Chinese, the Chinese with, the same
    /// numbers.
    fn pair(what: &str, f: impl Fn(Lang) -> String) {
        let (en, zh) = (f(Lang::En), f(Lang::Zh));
        crate::check_texts(what, en.trim(), zh.trim());
        assert_eq!(numbers(&en), numbers(&zh), "{what}: {en} / {zh}");
    }

    fn day() -> Date {
        Date::new(2026, 7, 27).unwrap_or_else(|| panic!("a date"))
    }

    /// A band's plan at its upper end (with an upper bound) or its lower one (without).
    fn band(high: bool) -> BandRate {
        let (low, top, used, at_least) = if high {
            (0.05, Some(0.1), BandEnd::High, false)
        } else {
            (0.22, None, BandEnd::Low, true)
        };
        BandRate {
            band: gpuplan_core::cost::eviction::Band::P20Plus,
            asked: BandEnd::High,
            used,
            chance_per_hour: 0.15,
            rate_per_hour: 0.1625,
            mtbi_hours: 6.15,
            range_per_hour: (low, top),
            at_least,
        }
    }

    fn memory() -> MemoryBreakdown {
        MemoryBreakdown {
            weights_gb: 140.0,
            gradients_gb: 140.0,
            optimizer_gb: 840.0,
            activations_gb: 12.5,
        }
    }

    /// The currency's name as the estimate gives it to [`converted`].
    fn currency_name(code: &str, lang: Lang) -> String {
        currency(code, lang)
    }

    #[test]
    fn texts_with_figures_read_in_both_languages_with_the_same_numbers() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let cat = &data.catalog;
        let d = day();
        let price = Decimal::new(9832, 2);
        let size = "Standard_ND96isr_H100_v5";
        let subject = |m, l| price_subject(size, "eastus", Os::Linux, m, l);
        pair("price", |l| price_found(&subject(PricingModel::Payg, l), price, "USD", false, l));
        pair("term price", |l| {
            price_found(&subject(PricingModel::Reservation3y, l), price, "USD", true, l)
        });
        pair("hourly", |l| hourly_over_term(price, "USD", 8760, l));
        pair("as of", |l| as_of(d, Some(120), 90, "Retail Prices", l));
        pair("as of, fresh", |l| as_of(d, None, 90, "Retail Prices", l));
        pair("not found", |l| {
            price_not_found(&subject(PricingModel::SavingsPlan3y, l), Some(d), l)
        });
        pair("sizes", |l| sizes_listed(42, l));
        pair("payg column", |l| payg_column("westeurope", l));
        pair("total over", |l| total_over(Decimal::new(12, 0), l));
        pair("per VM-hour", |l| per_vm_hour("$1.50", l));
        pair("notes", |l| {
            let commits = LineNote::Commits {
                terms: Decimal::ONE,
                term_months: 12,
                payment: gpuplan_core::cost::estimate::Payment::Upfront,
            };
            line_notes(2, &[commits], l)
        });
        pair("converted", |l| converted(Decimal::new(71, 1), "CNY", &currency_name("CNY", l), l));
        pair("feasible", |l| feasible(12, 40, l));
        pair("memory", |l| memory_line(&memory(), l));
        pair("size row", |l| size_row("16", 70.5, 1234.5, 0.35, l));
        pair("spot heading", |l| spot_heading(size, "westeurope", "4000", "2", l));
        pair("export origin", |l| export_origin("e.json", Some(d), "x", l));
        pair("rate as given", |l| rate_as_given("5%", Some(3), size, "westeurope", l));
        pair("price used", |l| price_used("Spot", price, d, "prices-radar", cat, l));
        pair("too large", |l| export_too_large("e.json", 20_000_000, 10_000_000, l));
        pair("problems", |l| problems_count(3, l));
        pair("unknown key", |l| unknown_key("colour", "spot", l));
        pair("too long", |l| too_long(64, l));
        pair("diagnostics", |l| diagnostics_count(3, l));
        pair("step", |l| step(2, l));
        for high in [true, false] {
            pair("band plan", |l| band_plan(&band(high), l));
        }
        for kind in [
            DiagnosticKind::RawHtml("<b>".into()),
            DiagnosticKind::TooDeep(4),
            DiagnosticKind::DuplicateAnchor("cost".into()),
        ] {
            pair("diagnostic", |l| diagnostic(&Diagnostic { line: 12, kind: kind.clone() }, l));
        }
        // Scientific form: `8.400e23` in English, `8.400×10²³` in Chinese.
        let flops = |l| flops_line(8.4e23, l);
        crate::check_texts("flops", &flops(Lang::En), &flops(Lang::Zh));
        assert_eq!(crate::both(flops), ["FLOPs: 8.400e23", "训练计算量：8.400×10²³ 次浮点运算"]);
    }

    /// The English texts are the ones the CLI has always printed.
    #[test]
    fn the_english_reads_as_before() {
        let d = day();
        assert_eq!(
            as_of(d, Some(120), 90, "src", Lang::En),
            "as of 2026-07-27 (120 days old: more than 90, check the current price); source: src"
        );
        assert_eq!(step_line(M::StepRule, "x", Lang::En), "rule:   x");
        assert_eq!(step_line(M::StepInputs, "x", Lang::En), "inputs: x");
        assert_eq!(step_line(M::StepBranch, "x", Lang::En), "branch: x");
        assert_eq!(step_line(M::StepNote, "x", Lang::En), "note:   x");
        assert_eq!(step(1, Lang::En), "step 1: Task type");
        assert_eq!(
            estimate_header(Lang::En),
            ["#", "line", "monthly", "up front", "total", "price from"]
        );
        assert_eq!(
            crate::both(|lang| catalog_column(Column::Vram, lang)),
            ["vram GB", "GPU 显存（GB）"]
        );
        assert_eq!(error_line("x", Lang::Zh), "错误：x");
        assert_eq!(
            see_guide("guide/en/decision-tree#task", Lang::Zh),
            "（见 guide/zh/decision-tree#task）"
        );
        assert_eq!(hours_2(f64::INFINITY, Lang::En), "never");
        assert_eq!(hours_2(3.456, Lang::En), "3.46 h");
    }

    /// The price, Spot, sizing and listing lines in English, as the CLI has always written them.
    #[test]
    fn the_english_price_and_spot_lines_read_as_before() {
        let size = "Standard_ND96isr_H100_v5";
        let price = Decimal::new(110_272, 3);
        let subject = price_subject(size, "eastus", Os::Linux, PricingModel::Payg, Lang::En);
        assert_eq!(subject, "Standard_ND96isr_H100_v5 eastus Linux payg");
        assert_eq!(
            price_found(&subject, price, "USD", false, Lang::En),
            "Standard_ND96isr_H100_v5 eastus Linux payg: 110.272 USD per hour"
        );
        assert_eq!(
            price_found("", price, "USD", true, Lang::En),
            ": 110.272 USD for the whole term"
        );
        assert_eq!(
            price_list_heading(size, "eastus2", Os::Linux, 3, Lang::En),
            "Standard_ND96isr_H100_v5 eastus2 Linux: 3 pricing model(s) in the snapshot"
        );
        assert_eq!(
            price_not_found(&subject, None, Lang::En),
            "Standard_ND96isr_H100_v5 eastus Linux payg: not in snapshot (newest snapshot searched: none)"
        );
        assert_eq!(payg_column("westeurope", Lang::En), "linux payg USD/h (West Europe)");
        assert_eq!(
            spot_heading(size, "westeurope", "4000", "2", Lang::En),
            format!(
                "{}: Standard_ND96isr_H100_v5 in westeurope, 4,000 GPU-hours on 2 VM(s)",
                crate::calc::title(gpuplan_core::calc::Kind::Spot, Lang::En)
            )
        );
        assert_eq!(
            band_plan(&band(true), Lang::En),
            "planned at the upper end 15% within an hour = 0.1625 evictions per VM-hour (band: 0.0500 to 0.1000); one interruption every 6.2 h per VM"
        );
        assert_eq!(
            band_plan(&band(false), Lang::En),
            "planned at the lower end, the band has no upper one: at least 15% within an hour = 0.1625 evictions per VM-hour (band: 0.2200 to no upper bound); one interruption every 6.2 h per VM"
        );
        assert_eq!(
            rate_as_given("0.05", Some(3), size, "westeurope", Lang::En),
            "Eviction rate: 0.05 per VM-hour as given; your export's 3 row(s) have none for Standard_ND96isr_H100_v5 in westeurope"
        );
        assert_eq!(
            memory_line(&memory(), Lang::En),
            "memory on one GPU: weights 140.0 GB, gradients 140.0 GB, optimizer 840.0 GB, activations 12.5 GB; total 1,132.5 GB"
        );
        assert_eq!(
            size_row("16", 70.5, 36.0, 0.35, Lang::En),
            "fewest GPUs 16     70.5 GB each      36 hours at MFU 35%"
        );
        assert_eq!(
            converted(Decimal::new(71, 1), "CNY", &currency_name("CNY", Lang::En), Lang::En),
            "converted from USD at 7.1 CNY per USD"
        );
        assert_eq!(
            not_a_status("gone", Lang::En),
            "\"gone\" is not available, capacity-limited, preview, retiring or retired"
        );
        assert_eq!(
            not_a_model("free", &["payg", "spot"], Lang::En),
            "\"free\" is not one of payg, spot"
        );
        assert_eq!(
            field_line("region", "", "Region", "", &["eastus", "westeurope"], Lang::En),
            "region (empty)  Region; values: eastus, westeurope"
        );
        assert_eq!(prices_used_heading(Lang::En), "Prices used:");
        assert_eq!(problems_count(1, Lang::En), "1 problem:");
        assert_eq!(problems_count(1_200, Lang::En), "1,200 problems:");
        assert_eq!(estimate_problems(1, Lang::En), "the estimate has 1 problem:");
        assert_eq!(estimate_problems(2, Lang::En), "the estimate has 2 problems:");
        assert_eq!(problems_count(2, Lang::Zh), "共 2 个问题：");
        for kind in [
            DiagnosticKind::RawHtml("<b>".into()),
            DiagnosticKind::UnsafeLink("javascript:x".into()),
            DiagnosticKind::Image("a.png".into()),
            DiagnosticKind::DuplicateAnchor("cost".into()),
            DiagnosticKind::BadDirective("{{ x".into()),
            DiagnosticKind::TooDeep(4),
            DiagnosticKind::BadCalculatorParam("x".into()),
        ] {
            let d = Diagnostic { line: 12, kind };
            assert_eq!(diagnostic(&d, Lang::En), d.to_string());
        }
    }

    /// A pricing model is named by its code in English (what `--model` takes) and by the
    /// catalog's name in Chinese.
    #[test]
    fn pricing_models_are_named_by_their_codes_in_english() {
        for m in PricingModel::ALL {
            assert_eq!(model_words(m).text(Lang::En), m.as_str());
        }
        assert_eq!(model_words(PricingModel::Payg).text(Lang::Zh), "即用即付");
        assert_eq!(model_words(PricingModel::Reservation3y).text(Lang::Zh), "3 年期预留实例");
        // In Chinese, the one name each model has on every page.
        for m in PricingModel::ALL {
            assert_eq!(model_words(m).text(Lang::Zh), crate::catalog::model(m, Lang::Zh), "{m:?}");
        }
    }

    /// The Chinese reads as written in Chinese: regions by name, money in 美元 with its unit,
    /// dates as 2026年7月27日, figures grouped, 虚拟机 rather than VM.
    #[test]
    fn the_chinese_reads_as_written_in_chinese() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let cat = &data.catalog;
        let d = day();
        let size = "Standard_ND96isr_H100_v5";
        let zh = Lang::Zh;
        let subject = price_subject(size, "eastus", Os::Linux, PricingModel::SavingsPlan3y, zh);
        assert_eq!(subject, "Standard_ND96isr_H100_v5，美国东部（eastus），Linux，3 年期节省计划");
        assert_eq!(
            price_found(&subject, Decimal::new(110_272, 3), "USD", false, zh),
            format!("{subject}：110.272 美元/小时")
        );
        assert_eq!(
            price_found("", Decimal::new(10_302_624, 1), "USD", true, zh),
            "：整个期限共 1,030,262.4 美元"
        );
        assert_eq!(
            hourly_over_term(Decimal::new(392_035, 4), "USD", 26_280, zh),
            "≈ 39.2035 美元/小时（按 26,280 小时分摊）"
        );
        assert_eq!(
            price_not_found(&subject, Some(d), zh),
            format!("{subject}：暂无价格（所查最新快照：2026年7月27日）")
        );
        assert_eq!(
            as_of(d, Some(120), 90, "Azure 零售价格", zh),
            "快照日期 2026年7月27日（距今 120 天，超过 90 天，请核对当前价格）；来源：Azure 零售价格"
        );
        assert_eq!(payg_column("westeurope", zh), "Linux 即用即付（西欧，美元/小时）");
        assert_eq!(catalog_column(Column::Gpu, zh), "GPU 型号");
        assert_eq!(
            ranked_header(zh),
            ["排名", "规格", "区域", "虚拟机数量", "GPU 数量", "计费方式", "用时", "合计"]
        );
        assert_eq!(per_vm_hour("1.50 美元", zh), "每台虚拟机每小时的实际计算费用：1.50 美元");
        assert_eq!(
            line_notes(
                2,
                &[
                    LineNote::Commits {
                        terms: Decimal::ONE,
                        term_months: 12,
                        payment: gpuplan_core::cost::estimate::Payment::Upfront
                    },
                    LineNote::DevTestAtLinuxRate
                ],
                zh
            ),
            "第 2 行备注：承诺 1 期（每期 12 个月），预付；开发/测试定价：按 Linux 即用即付费率计费"
        );
        assert_eq!(total_over(Decimal::new(12, 0), zh), "12 个月合计");
        // Where a price came from, in English and in Chinese: a source by its short name, never
        // its key (prices-radar).
        let origin = |as_of| {
            let o = PriceOrigin::Snapshot { as_of, source: "prices-radar".into() };
            [Lang::En, zh].map(|lang| estimate_origin(&o, cat, lang))
        };
        let (snapshot, undated) = (origin(Some(d)), origin(None));
        assert_eq!(
            snapshot,
            [
                "azure-pricing-radar VM snapshot, 2026-07-27",
                "azure-pricing-radar 虚拟机价格快照，截至 2026年7月27日"
            ]
        );
        assert_eq!(
            undated,
            [
                "azure-pricing-radar VM snapshot, undated",
                "azure-pricing-radar 虚拟机价格快照（未注明日期）"
            ]
        );
        assert_eq!(
            converted(Decimal::new(71, 1), "CNY", &currency_name("CNY", zh), zh),
            "由美元换算，汇率：每美元兑 7.1 人民币（CNY）"
        );
    }

    /// The decision tree's, the sizing's, the Spot's and the listings' lines in Chinese.
    #[test]
    fn the_chinese_tree_spot_and_listing_lines() {
        let data = gpuplan_core::dataset::embedded().unwrap_or_else(|e| panic!("{e:?}"));
        let cat = &data.catalog;
        let d = day();
        let size = "Standard_ND96isr_H100_v5";
        let zh = Lang::Zh;
        assert_eq!(step_inputs(&[("a", "1".into()), ("b", "2".into())], zh), "a = 1，b = 2");
        assert_eq!(step_line(M::StepRule, "x", zh), "判断规则：x");
        assert_eq!(
            frontier_heading(size, "eastasia", zh),
            "成本与用时：东亚（eastasia）的 Standard_ND96isr_H100_v5"
        );
        assert_eq!(feasible(6, 40, zh), "共 6 个可行的规格与区域组合；排除了 40 个规格：");
        assert_eq!(
            memory_line(&memory(), zh),
            "单个 GPU 的显存：权重 140.0 GB，梯度 140.0 GB，优化器状态 840.0 GB，激活 12.5 GB；合计 1,132.5 GB"
        );
        assert_eq!(
            inference_row(2, 4, 70.5, 30_548.2, 125_000.0, zh),
            "每个副本 2 个 GPU，共 4 个副本，每个 GPU 占用   70.5 GB，解码每秒 30,548 个 token，预填充每秒 125,000 个 token"
        );
        assert_eq!(
            spot_heading(size, "westeurope", "4000", "2", zh),
            format!(
                "{}：西欧（westeurope）的 Standard_ND96isr_H100_v5，工作量 4,000 GPU 小时，2 台虚拟机",
                crate::calc::title(gpuplan_core::calc::Kind::Spot, zh)
            )
        );
        for (work, shown) in
            [("8k", "8,000"), ("８千", "8,000"), ("1.5万", "15,000"), ("lots", "lots")]
        {
            let heading = spot_heading(size, "westeurope", work, "2", zh);
            assert!(heading.contains(&format!("工作量 {shown} GPU 小时")), "{heading}");
        }
        assert_eq!(
            export_origin("e.json", Some(d), CliMsg::AsGiven.text(zh), zh),
            "e.json，日期 2026年7月27日（由你给出）"
        );
        assert_eq!(
            rate_from_export("20+%", "standard_nd96isr_h100_v5", "swedencentral", "e.json", zh),
            "逐出率：瑞典中部（swedencentral）的 standard_nd96isr_h100_v5 属于 20+% 区间，取自你的 Resource Graph 导出（e.json）"
        );
        assert_eq!(
            band_plan(&band(true), zh),
            "按区间上限规划：一小时内被逐出的概率为 15%，即每台虚拟机每小时逐出 0.1625 次（区间：0.0500 到 0.1000）；平均每台虚拟机每 6.2 小时中断一次"
        );
        assert_eq!(
            band_plan(&band(false), zh),
            "按区间下限规划（该区间没有上限）：一小时内被逐出的概率至少为 15%，即每台虚拟机每小时逐出 0.1625 次（区间：0.2200 起，无上限）；平均每台虚拟机每 6.2 小时中断一次"
        );
        assert_eq!(
            rate_as_given("0.05", None, size, "westeurope", zh),
            "逐出率：每台虚拟机每小时 0.05，按你给出的值"
        );
        assert_eq!(hours_2(27_786.123, zh), "27,786.12 小时");
        assert_eq!(hours_2(27_786.123, Lang::En), "27,786.12 h");
        assert_eq!(
            price_used(
                "Spot 虚拟机，Standard_X，西欧",
                Decimal::new(4123, 2),
                d,
                "prices-radar",
                cat,
                zh
            ),
            "所用价格：Spot 虚拟机，Standard_X，西欧：41.23 美元/小时（快照日期 2026年7月27日，来源：azure-pricing-radar 虚拟机价格快照）"
        );
        assert_eq!(
            price_used("Spot", Decimal::new(4123, 2), d, "prices-radar", cat, Lang::En),
            "price used: Spot: 41.23 USD per hour (snapshot 2026-07-27, source azure-pricing-radar VM snapshot)"
        );
        assert_eq!(
            export_too_large("e.json", 20_000_000, 10_000_000, zh),
            "e.json 大小为 20,000,000 字节，最多只读取 10,000,000 字节（请在查询中只筛选你需要的区域或规格）"
        );
        assert_eq!(not_a_pair("work", zh), "“work”不是 key=value 形式");
        assert_eq!(
            unknown_key("colour", "spot", zh),
            "“colour”不是 spot 计算器的字段（可运行 `gpuplan calc spot --fields` 查看）"
        );
        assert_eq!(
            field_line("region", "", "区域", "", &["eastus", "westeurope"], zh),
            "region（无默认值）  区域；可选值：eastus、westeurope"
        );
        assert_eq!(prices_used_heading(zh), "所用价格：");
        assert_eq!(
            diagnostic(
                &Diagnostic { line: 5, kind: DiagnosticKind::DuplicateAnchor("a".into()) },
                zh
            ),
            "第 5 行：锚点 #a 重复"
        );
        assert_eq!(catalog_invalid(3, zh), "内置的目录数据无效：发现 3 个问题");
        assert_eq!(not_an_os("beos", zh), "“beos”不是有效的操作系统，只能是 linux 或 windows");
    }

    /// The jobs' lines state every option, figures grouped but a model's own figures plain.
    #[test]
    fn the_jobs_lines_read_in_both_languages() {
        let mut job = TrainingJob::default_for(7e9, 1e12);
        job.method = FineTune::Qlora { rank: 16 };
        job.optimizer = Optimizer::Adam8bit;
        job.sharding = Sharding::None;
        job.checkpointing = false;
        for (lang, starts, has) in [
            (
                Lang::En,
                "job: ",
                ["8-bit Adam", "sharding none", "checkpointing off", "QLoRA rank 16"],
            ),
            (Lang::Zh, "所用设置：", ["8 位 Adam", "分片 无", "激活检查点关闭", "QLoRA（秩 16）"]),
        ] {
            let line = training_job_line(&job, Some(0.455), lang);
            assert!(line.starts_with(starts), "{line}");
            assert!(line.contains("MFU 45.5%"), "{line}");
            for h in has {
                assert!(line.contains(h), "{h}: {line}");
            }
        }
        let zh = training_job_line(&TrainingJob::default_for(7e9, 1e12), None, Lang::Zh);
        assert!(
            zh.starts_with("所用设置：精度 BF16，优化器 AdamW，分片 ZeRO-3，激活检查点开启"),
            "{zh}"
        );
        assert!(zh.contains("MFU 按各代 GPU 分别校准；模型形状："), "{zh}");
        let mut inf = InferenceJob::default_for(8e9);
        inf.target_tokens_per_s = Some(30_000.0);
        inf.target_ms_per_token = Some(25.0);
        let en = inference_job_line(&inf, Lang::En);
        assert!(
            en.contains(", at least 30,000 tokens/s in all, a decode step within 25 ms; shape "),
            "{en}"
        );
        let zh = inference_job_line(&inf, Lang::Zh);
        assert!(
            zh.contains("，总吞吐至少每秒 30,000 个 token，每个解码步不超过 25 毫秒；模型形状："),
            "{zh}"
        );
        pair("inference job", |l| inference_job_line(&inf, l));
        pair("training job", |l| training_job_line(&job, Some(0.4), l));
    }
}
