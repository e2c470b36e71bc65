//! The words of the calculators: titles, blurbs, fields, hints, results, and charts' captions and
//! axes, all in `locales/{en,zh}/calc.ftl`.
//!
//! - The calculators' own words (title, blurb, each field's label and hint, each choice's label)
//!   are the core's `Spec`s, in English; [`title`], [`blurb`], [`label`], [`hint`] and [`choice`]
//!   give them in a language from the messages, found by the calculator's name and the field's
//!   key in the tables below. A test checks each message's English against the core's, so a
//!   field added or reworded without its Chinese fails. Choices that are codes (`BF16`, `LoRA`)
//!   read the same in both languages and have no message.
//! - The results' fixed words are [`CalcMsg`]; texts with numbers are the functions after it. They
//!   take money and durations already written for the language, and other numbers as values that
//!   [`format`](crate::format) writes, so every figure reads the same in English and in Chinese.
//! - A result's figure rows (label and value) are [`figures`], and the notes under them
//!   [`notes`], both from the core's [`Outcome`], one arm a calculator; the web's result view
//!   and the CLI's `gpuplan calc` both use them, so both show the same rows in the same words.

use gpuplan_core::calc::break_even::BreakEvenOutput;
use gpuplan_core::calc::buy_or_rent::{BuyNote, BuyOutput};
use gpuplan_core::calc::cv::CvOutput;
use gpuplan_core::calc::governance::GovernanceOutput;
use gpuplan_core::calc::inference::InferenceOutput;
use gpuplan_core::calc::mixed_fleet::FleetOutput;
use gpuplan_core::calc::spot::SpotOutput;
use gpuplan_core::calc::training::TrainingOutput;
use gpuplan_core::calc::{Input, Kind, Outcome, PricedItem};
use gpuplan_core::catalog::PricingModel;
use gpuplan_core::catalog::view::format_amount;
use rust_decimal::Decimal;
use rust_decimal::prelude::ToPrimitive;

use crate::Lang;
use crate::format::{count, hours, number, usd};

include!(concat!(env!("OUT_DIR"), "/calc.rs"));

/// A calculator's title; empty for a calculator without its words (a test keeps there being
/// none).
pub fn title(kind: Kind, lang: Lang) -> &'static str {
    spec_row(kind).map_or("", |row| row.title.text(lang))
}

/// What a calculator answers, in a sentence.
pub fn blurb(kind: Kind, lang: Lang) -> &'static str {
    spec_row(kind).map_or("", |row| row.blurb.text(lang))
}

/// A field's label; empty for a key the calculator lacks.
pub fn label(kind: Kind, key: &str, lang: Lang) -> &'static str {
    field_row(kind, key).map_or("", |row| row.label.text(lang))
}

/// A field's hint; empty when it has none.
pub fn hint(kind: Kind, key: &str, lang: Lang) -> &'static str {
    field_row(kind, key).and_then(|row| row.hint).map_or("", |m| m.text(lang))
}

/// The label of `value` in a choice field; empty when the field has no such choice.
pub fn choice(kind: Kind, key: &str, value: &str, lang: Lang) -> &'static str {
    choice_row(kind, key, value).map_or("", |c| c.label.text(lang))
}

/// A pricing model's name for readers (legends, figures): the catalog's, the one name.
pub fn model(m: PricingModel, lang: Lang) -> &'static str {
    crate::catalog::model(m, lang)
}

/// Joins pieces of Chinese text, with a space where a Chinese character meets a Latin letter or a
/// digit ("与" + "Spot 虚拟机" → "与 Spot 虚拟机").
pub fn zh_join(pieces: &[&str]) -> String {
    let ideograph = |c: char| matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3400}'..='\u{4dbf}');
    let mut out = String::new();
    for p in pieces {
        if let (Some(a), Some(b)) = (out.chars().last(), p.chars().next())
            && ((ideograph(a) && b.is_ascii_alphanumeric())
                || (a.is_ascii_alphanumeric() && ideograph(b)))
        {
            out.push(' ');
        }
        out.push_str(p);
    }
    out
}

/// Marks the edges of a name placed in a message, for [`unmark`].
const MARK: char = '\u{e000}';

/// A name to place in a message that writes it against its neighbours ("与{ $name }相比"), its
/// edges marked for [`unmark`].
pub(crate) fn marked(name: &str) -> String {
    format!("{MARK}{name}{MARK}")
}

/// A rendered message with the marks of [`marked`] names taken out and, by [`zh_join`]'s rule,
/// a space where a name's edge puts a Chinese character against a Latin letter or a digit
/// ("与Spot 虚拟机相比" → "与 Spot 虚拟机相比"). Text without Chinese is only unmarked.
pub(crate) fn unmark(text: &str) -> String {
    let pieces: Vec<&str> = text.split(MARK).collect();
    zh_join(&pieces)
}

/// A region a reader is shown: its name for the language with its code, where the catalog has a
/// name other than the code ("西欧（westeurope）"); otherwise the code as given.
fn region_shown(code: &str, lang: Lang) -> String {
    crate::catalog::region_ref(code, lang).to_owned()
}

/// `name: value`, with the colon of the language.
pub fn labelled(name: &str, value: &str, lang: Lang) -> String {
    Labelled { name, value }.text(lang)
}

/// Sentences one after another: a space between them in English, none in Chinese.
pub fn sentences(parts: &[String], lang: Lang) -> String {
    let mut parts = parts.iter();
    let first = parts.next().cloned().unwrap_or_default();
    parts.fold(first, |first, next| Then { first: &first, next }.text(lang))
}

/// An option of a catalog list that the catalog lacks.
pub fn not_in_catalog(value: &str, lang: Lang) -> String {
    NotInCatalog { value }.text(lang)
}

/// Between a calculator's title and its blurb on the index page.
pub fn index_separator(lang: Lang) -> &'static str {
    CalcMsg::IndexSeparator.text(lang)
}

/// The index page's last line around its two links: before, between and after.
pub fn see_also(lang: Lang) -> [&'static str; 3] {
    [CalcMsg::SeeAlsoBefore, CalcMsg::SeeAlsoBetween, CalcMsg::SeeAlsoAfter].map(|m| m.text(lang))
}

/// A storage item's name, by its code; `None` for an item without one (shown as its code).
fn storage_name(item: &str) -> Option<CalcMsg> {
    match item {
        "blob/hot" => Some(CalcMsg::StorageBlobHot),
        "blob/cool" => Some(CalcMsg::StorageBlobCool),
        "snapshot/standard-hdd" => Some(CalcMsg::StorageSnapshotHdd),
        _ => None,
    }
}

/// What a price line names, in `lang`: "Pay-as-you-go, {size}, {region}" (the model's name, as
/// [`model`] gives it), or "blob/hot, {region}, per GB-month" (the storage item's name, its code
/// in English and for an item without a name). The size is kept as its code; the region is
/// named where the catalog names it in the language, with its code.
pub fn price_what(item: &PricedItem, lang: Lang) -> String {
    match item {
        PricedItem::Vm { model: m, size, region } => {
            PriceWhatVm { model: model(*m, lang), size, region: &region_shown(region, lang) }
                .text(lang)
        }
        PricedItem::Storage { item, region } => PriceWhatStorage {
            item: storage_name(item).map_or(item.as_str(), |m| m.text(lang)),
            region: &region_shown(region, lang),
        }
        .text(lang),
    }
}

/// A price line's start: what, the amount as the snapshot holds it (exact, in US dollars), and
/// the snapshot's date written for `lang`.
pub fn price_line(what: &str, amount: &str, date: &str, lang: Lang) -> String {
    PriceLine { what, amount, date }.text(lang)
}

/// A price line's mark when its snapshot is old.
pub fn older_than(days: i64, lang: Lang) -> String {
    OlderThan { days: &number(days as f64, 0) }.text(lang)
}

/// "{gpus} GPUs on {vms} VMs".
pub fn gpus_on_vms(gpus: u32, vms: u32, lang: Lang) -> String {
    GpusOnVms { gpus: u64::from(gpus), vms: u64::from(vms) }.text(lang)
}

/// A replica's GPUs and VMs.
pub fn replica_gpus(gpus: u32, vms: u32, lang: Lang) -> String {
    ReplicaGpus { gpus: &count(u64::from(gpus)), vms: u64::from(vms) }.text(lang)
}

/// Memory per GPU against the usable memory, GB with one decimal.
pub fn gb_of_usable(total: f64, usable: f64, lang: Lang) -> String {
    GbOfUsable { total: &number(total, 1), usable: &number(usable, 1) }.text(lang)
}

/// A replica's memory across its GPUs, and each GPU's usable memory.
pub fn replica_memory(total: f64, usable_each: f64, lang: Lang) -> String {
    ReplicaMemory { total: &number(total, 1), usable: &number(usable_each, 1) }.text(lang)
}

/// A memory chart's limit line: usable GB, whole.
pub fn usable_gb(gb: f64, lang: Lang) -> String {
    UsableGb { gb: &number(gb, 0) }.text(lang)
}

/// Floating-point operations, in the language's scientific notation (`8.400e23`, `8.40×10²³`).
pub fn flops(f: f64, lang: Lang) -> String {
    Flops { n: &crate::format::scientific(f, lang) }.text(lang)
}

/// Decode throughput across all requests, tokens a second.
pub fn decode_rate(per_s: f64, lang: Lang) -> String {
    DecodeRate { n: &number(per_s, 0) }.text(lang)
}

/// Prefill throughput, tokens a second.
pub fn prefill_rate(per_s: f64, lang: Lang) -> String {
    PrefillRate { n: &number(per_s, 0) }.text(lang)
}

/// The Spot verdict: `saving` is the amount written, `saves` whether Spot costs less.
pub fn spot_verdict(amount: &str, saves: bool, lang: Lang) -> String {
    if saves { SpotSaves { amount }.text(lang) } else { SpotCostsMore { amount }.text(lang) }
}

/// A rate of evictions per VM-hour (`pct` in per cent an hour) as a count an hour: two decimals,
/// four below 0.1 so that a small rate keeps the figures of its per cent (247.6 % → `2.48`,
/// 7.25 % → `0.0725`).
fn per_hour(pct: f64) -> String {
    let rate = pct / 100.0;
    number(rate, if rate.abs() >= 0.1 { 2 } else { 4 })
}

/// An eviction rate, given in per cent an hour, as evictions per hour.
pub fn evictions_per_hour(pct: f64, lang: Lang) -> String {
    EvictionsPerHour { rate: &per_hour(pct) }.text(lang)
}

/// A point of a Spot chart: the rate (per cent an hour, one decimal) and its value.
pub fn rate_point(pct: f64, value: &str, lang: Lang) -> String {
    RatePoint { rate: &number(pct, 1), value }.text(lang)
}

/// The Spot cost chart's summary.
pub fn spot_summary(
    rate_pct: f64,
    spot_cost: &str,
    spot_time: &str,
    payg_cost: &str,
    break_even_pct: Option<f64>,
    lang: Lang,
) -> String {
    let rate = &number(rate_pct, 1);
    match break_even_pct {
        Some(b) => SpotSummaryAbove {
            rate,
            cost: spot_cost,
            time: spot_time,
            payg: payg_cost,
            above: &number(b, 2),
        }
        .text(lang),
        None => SpotSummary { rate, cost: spot_cost, time: spot_time, payg: payg_cost }.text(lang),
    }
}

/// The Spot time chart's summary.
pub fn spot_time_summary(uninterrupted: &str, expected: &str, lang: Lang) -> String {
    SpotTimeSummary { uninterrupted, expected }.text(lang)
}

/// The eviction rate: the reader's export has no row for the size and region.
pub fn not_in_export(rows: usize, lang: Lang) -> String {
    NotInExport { rows: rows as u64 }.text(lang)
}

/// Where the export came from: a file, by name.
pub fn from_file(name: &str, lang: Lang) -> String {
    FromFile { name }.text(lang)
}

/// The export's date, written for `lang`.
pub fn dated(date: &str, lang: Lang) -> String {
    Dated { date }.text(lang)
}

/// The plan at a band without an upper end: the chance (per cent, whole) and the rate (written).
pub fn band_lower_plan(chance_pct: f64, rate: &str, lang: Lang) -> String {
    BandLowerPlan { chance: &number(chance_pct, 0), rate }.text(lang)
}

/// The plan at a band's upper end: the chance (per cent, whole), the rate and the band's ends
/// (written).
pub fn band_upper_plan(chance_pct: f64, rate: &str, low: &str, high: &str, lang: Lang) -> String {
    BandUpperPlan { chance: &number(chance_pct, 0), rate, low, high }.text(lang)
}

/// The mean time between interruptions, written, as the sentence after the plan.
pub fn mtbi(time: &str, lang: Lang) -> String {
    unmark(&Mtbi { time: &marked(time) }.text(lang))
}

/// The sentence saying where the Spot result's eviction rate came from: `x` with the region
/// as the export writes it, named here where the catalog names it in the language, with its
/// code.
pub fn eviction_from_export(x: &EvictionFromExport<'_>, lang: Lang) -> String {
    let location = marked(&region_shown(x.location, lang));
    unmark(&EvictionFromExport { location: &location, ..*x }.text(lang))
}

/// An amount a month, then more: "{amount} a month; {rest}".
pub fn monthly_then(amount: &str, rest: &str, lang: Lang) -> String {
    MonthlyThen { amount, rest }.text(lang)
}

/// A commitment pays above this use (per cent, written).
pub fn pays_above(pct: &str, lang: Lang) -> String {
    PaysAbove { pct }.text(lang)
}

/// A chart point at a month.
pub fn month_point(month: u32, value: &str, lang: Lang) -> String {
    MonthPoint { month: &count(u64::from(month)), value }.text(lang)
}

/// The break-even summary when no commitment is priced.
pub fn payg_only_summary(monthly: &str, lang: Lang) -> String {
    PaygOnlySummary { monthly }.text(lang)
}

/// One commitment in the break-even summary: its name, monthly cost, and the use above which it
/// costs less (per cent, written).
pub fn commitment_summary(name: &str, monthly: &str, above: Option<&str>, lang: Lang) -> String {
    let name = &marked(name);
    unmark(&match above {
        Some(pct) => CommitmentSummaryAbove { name, monthly, pct }.text(lang),
        None => CommitmentSummary { name, monthly }.text(lang),
    })
}

/// The months chart's summary, before the utilisation chart's.
pub fn months_summary(summary: &str, lang: Lang) -> String {
    MonthsSummary { summary }.text(lang)
}

/// A count of VMs, in the singular for one ("1 VM", "2 VMs").
pub fn vm_count(n: u32, lang: Lang) -> String {
    VmCount { n: u64::from(n) }.text(lang)
}

/// A month's VM-hours by how they are bought.
pub fn fleet_hours(reserved: u64, spot: u64, payg: u64, lang: Lang) -> String {
    FleetHours { reserved: &count(reserved), spot: &count(spot), payg: &count(payg) }.text(lang)
}

/// A point of the demand chart: the hour and the VMs needed.
pub fn demand_point(hour: usize, vms: u32, lang: Lang) -> String {
    DemandPoint { hour: &hour.to_string(), vms: u64::from(vms) }.text(lang)
}

/// A point of the exceedance chart: the VMs and the share of hours (per cent, one decimal).
pub fn exceed_point(k: u32, pct: f64, lang: Lang) -> String {
    ExceedPoint { k: u64::from(k), pct: &number(pct, 1) }.text(lang)
}

/// The mixed fleet's summary.
pub fn fleet_summary(
    reserved: u32,
    spot_hours: u64,
    payg_hours: u64,
    cost: &str,
    all_payg: &str,
    lang: Lang,
) -> String {
    FleetSummary {
        reserved: u64::from(reserved),
        spot: &count(spot_hours),
        payg: &count(payg_hours),
        cost,
        all_payg,
    }
    .text(lang)
}

/// The exceedance chart's summary, before the fleet's.
pub fn exceed_summary(summary: &str, lang: Lang) -> String {
    ExceedSummary { summary }.text(lang)
}

/// Renting by a pricing model (its name written).
pub fn renting(name: &str, lang: Lang) -> String {
    Renting { name }.text(lang)
}

/// Buying pays back after this many months (one decimal).
pub fn pays_back_after(months: f64, lang: Lang) -> String {
    PaysBackAfter { months: &number(months, 1) }.text(lang)
}

/// A buy-or-rent marker: where buying breaks even against a way of renting (its name written).
pub fn break_even_against(name: &str, lang: Lang) -> String {
    unmark(&BreakEvenAgainst { name: &marked(name) }.text(lang))
}

/// The buy-or-rent summary for one way of renting (its name written): the months to pay back,
/// or `None` when buying never does.
pub fn buy_summary(name: &str, months: Option<f64>, lang: Lang) -> String {
    let name = &marked(name);
    unmark(&match months {
        Some(m) => BuySummary { name, months: &number(m, 1) }.text(lang),
        None => BuySummaryNever { name }.text(lang),
    })
}

/// A note of the buy-or-rent result on where a default came from, in `lang`, with its figures as
/// the core holds them: the street price in US dollars exactly ("$200,000.00" /
/// "200,000.00 美元"), the watts as a plain number.
pub fn buy_note(note: &BuyNote, lang: Lang) -> String {
    match note {
        BuyNote::StreetPrice { size, usd: price } => {
            BuyNoteStreetPrice { size, price: &usd(*price, lang) }.text(lang)
        }
        BuyNote::Tdp { watts } => BuyNoteTdp { watts: &watts.to_string() }.text(lang),
    }
}

/// The governance savings, in words, for screen readers: the total and each measure, written.
pub fn governance_summary(
    total: &str,
    shutdown: &str,
    tiering: &str,
    snapshots: &str,
    lang: Lang,
) -> String {
    GovernanceSummary { total, shutdown, tiering, snapshots }.text(lang)
}

/// A part of a stacked bar: its name, value (one decimal) and unit.
pub fn bar_part(name: &str, value: f64, unit: &str, lang: Lang) -> String {
    labelled(name, &format!("{} {unit}", number(value, 1)), lang)
}

/// A stacked bar's name for screen readers: its title and total (one decimal) with the unit.
pub fn bar_total(title: &str, total: f64, unit: &str, lang: Lang) -> String {
    BarTotal { title, total: &number(total, 1), unit }.text(lang)
}

/// A result's figure rows: `(label, value)` pairs in `lang`, in the order the result shows them.
pub type Figures = Vec<(String, String)>;

/// A calculator's figure rows, in `lang`.
pub fn figures(o: &Outcome, lang: Lang) -> Figures {
    match o {
        Outcome::Training(o) | Outcome::FineTuning(o) => training_figures(o, lang),
        Outcome::Cv(o) => cv_figures(o, lang),
        Outcome::Inference(o) => inference_figures(o, lang),
        Outcome::Spot(o) => spot_figures(o, lang),
        Outcome::BreakEven(o) => break_even_figures(o, lang),
        Outcome::MixedFleet(o) => fleet_figures(o, lang),
        Outcome::BuyOrRent(o) => buy_figures(o, lang),
        Outcome::Governance(o) => governance_figures(o, lang),
    }
}

/// A note under a result's figures, in a language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    /// The note.
    pub text: String,
    /// Whether it warns (an old price, nothing to compare), rather than explains.
    pub caution: bool,
}

/// The notes under a calculator's figures, in `lang`: where a default came from, what a result
/// assumes, and warnings on the prices it compared.
pub fn notes(o: &Outcome, lang: Lang) -> Vec<Note> {
    let note = |text: String| Note { text, caution: false };
    let caution = |text: String| Note { text, caution: true };
    match o {
        Outcome::BreakEven(o) => o
            .result
            .commitments
            .is_empty()
            .then(|| caution(CalcMsg::NoCommitment.text(lang).to_owned()))
            .into_iter()
            .chain(o.warnings.iter().map(|w| caution(crate::estimate::warning(w, lang))))
            .collect(),
        Outcome::MixedFleet(_) => vec![note(CalcMsg::FleetNote.text(lang).to_owned())],
        Outcome::BuyOrRent(o) => o.notes.iter().map(|n| note(buy_note(n, lang))).collect(),
        Outcome::Training(_)
        | Outcome::FineTuning(_)
        | Outcome::Cv(_)
        | Outcome::Inference(_)
        | Outcome::Spot(_)
        | Outcome::Governance(_) => Vec::new(),
    }
}

fn row(label: CalcMsg, value: String, lang: Lang) -> (String, String) {
    (label.text(lang).to_owned(), value)
}

/// The training calculator's figures (also the fine-tuning calculator's): GPUs, memory per GPU,
/// compute, time and cost.
fn training_figures(o: &TrainingOutput, lang: Lang) -> Figures {
    vec![
        row(CalcMsg::GpusWholeVms, gpus_on_vms(o.gpus, o.vms, lang), lang),
        row(CalcMsg::MemoryPerGpu, gb_of_usable(o.memory.total_gb(), o.usable_gb, lang), lang),
        row(CalcMsg::TrainingCompute, flops(o.flops, lang), lang),
        row(CalcMsg::Time, hours(o.hours, lang), lang),
        row(CalcMsg::PaygCost, usd(o.cost, lang), lang),
        row(CalcMsg::Efficiency, efficiency(o.mfu, &o.basis, lang), lang),
    ]
    .into_iter()
    .chain(o.accuracy.map(|b| row(CalcMsg::Accuracy, crate::wizard::band(&b, lang), lang)))
    .collect()
}

/// An efficiency and where it comes from: `35 % of peak (the median of 4 published Hopper
/// pretraining runs)`, `峰值的 35%（…）`.
fn efficiency(mfu: f64, b: &gpuplan_core::sizing::calibration::Basis, lang: Lang) -> String {
    let basis = crate::wizard::basis(b, lang);
    EfficiencyOfPeak { percent: &crate::format::percent(mfu * 100.0, 0, lang), basis: &basis }
        .text(lang)
}

/// The vision-training calculator's figures: GPUs, compute, time and cost.
fn cv_figures(o: &CvOutput, lang: Lang) -> Figures {
    vec![
        row(CalcMsg::Gpus, o.gpus.to_string(), lang),
        row(CalcMsg::TrainingCompute, flops(o.flops, lang), lang),
        row(CalcMsg::Time, hours(o.hours, lang), lang),
        row(CalcMsg::PaygCost, usd(o.cost, lang), lang),
        row(CalcMsg::Efficiency, efficiency(o.mfu, &o.basis, lang), lang),
    ]
    .into_iter()
    .chain(o.accuracy.map(|b| row(CalcMsg::Accuracy, crate::wizard::band(&b, lang), lang)))
    .collect()
}

/// The inference calculator's figures: GPUs per replica, memory, decode and prefill throughput,
/// the monthly cost.
fn inference_figures(o: &InferenceOutput, lang: Lang) -> Figures {
    let p = &o.plan;
    vec![
        row(CalcMsg::GpusPerReplica, replica_gpus(p.gpus, o.vms, lang), lang),
        row(CalcMsg::Memory, replica_memory(p.memory.total_gb(), o.usable_gb, lang), lang),
        row(CalcMsg::Decode, decode_rate(p.decode_tokens_per_s, lang), lang),
        row(CalcMsg::Prefill, prefill_rate(p.prefill_tokens_per_s, lang), lang),
        row(CalcMsg::PaygCostMonth, usd(o.monthly_cost, lang), lang),
    ]
}

/// The Spot calculator's figures: both costs, the times, the checkpoint intervals and the
/// eviction rate above which Spot stops paying.
fn spot_figures(o: &SpotOutput, lang: Lang) -> Figures {
    let r = &o.result;
    vec![
        row(CalcMsg::ExpectedSpotCost, usd(r.spot_cost, lang), lang),
        row(CalcMsg::PaygUninterrupted, usd(r.payg_cost, lang), lang),
        row(CalcMsg::WorkTimeUninterrupted, hours(r.solve_hours, lang), lang),
        row(CalcMsg::ExpectedSpotTime, hours(r.expected_wall_hours, lang), lang),
        row(CalcMsg::CheckpointYoung, hours(r.young_interval_hours, lang), lang),
        row(CalcMsg::CheckpointDaly, hours(r.daly_interval_hours, lang), lang),
        row(
            CalcMsg::SpotStopsPaying,
            r.break_even_eviction_rate.map_or(CalcMsg::NeverCheaper.text(lang).to_owned(), |x| {
                evictions_per_hour(x * 100.0, lang)
            }),
            lang,
        ),
    ]
}

/// A utilisation as a whole per cent, as the break-even figures and summary write it.
pub fn utilisation_pct(u: Decimal) -> String {
    format_amount(u * Decimal::from(100), 0)
}

/// The break-even calculator's figures: pay-as-you-go for a whole month, then each commitment's
/// monthly cost and the use above which it pays.
fn break_even_figures(o: &BreakEvenOutput, lang: Lang) -> Figures {
    let r = &o.result;
    let payg_month = r.payg_hourly * Decimal::from(730);
    let mut rows = vec![row(CalcMsg::PaygAllMonth, usd(payg_month, lang), lang)];
    rows.extend(r.commitments.iter().map(|c| {
        let at =
            c.break_even_utilisation.map_or(CalcMsg::NeverAtAnyUse.text(lang).to_owned(), |u| {
                pays_above(&utilisation_pct(u), lang)
            });
        (model(c.model, lang).to_owned(), monthly_then(&usd(c.monthly, lang), &at, lang))
    }));
    rows
}

/// The mixed-fleet calculator's figures: the reserved base, the VM-hours bought each way, the
/// month's cost, all pay-as-you-go and the saving.
fn fleet_figures(o: &FleetOutput, lang: Lang) -> Figures {
    let r = &o.result;
    vec![
        row(CalcMsg::ReservedBase, vm_count(r.reserved, lang), lang),
        row(
            CalcMsg::VmHoursMonth,
            fleet_hours(r.reserved_hours, r.spot_hours, r.payg_hours, lang),
            lang,
        ),
        row(CalcMsg::CostMonth, usd(r.cost, lang), lang),
        row(CalcMsg::AllPayg, usd(r.all_payg_cost, lang), lang),
        row(CalcMsg::Saving, usd(r.saving, lang), lang),
    ]
}

/// The buy-or-rent calculator's figures: the hardware, owning and running per month, then for
/// each way of renting its monthly cost and the month buying pays back.
fn buy_figures(o: &BuyOutput, lang: Lang) -> Figures {
    let r = &o.result;
    let mut rows = vec![
        row(CalcMsg::Hardware, usd(o.hardware, lang), lang),
        row(CalcMsg::OwningMonthly, usd(r.owning_monthly, lang), lang),
        row(CalcMsg::RunningMonthly, usd(r.running_monthly, lang), lang),
    ];
    rows.extend(r.break_even.iter().map(|(m, monthly, month)| {
        let back = month.as_ref().map_or(CalcMsg::NeverPaysBack.text(lang).to_owned(), |x| {
            pays_back_after(x.to_f64().unwrap_or(f64::NAN), lang)
        });
        (renting(model(*m, lang), lang), monthly_then(&usd(*monthly, lang), &back, lang))
    }));
    rows
}

/// The governance calculator's figures: each measure's saving and the total.
fn governance_figures(o: &GovernanceOutput, lang: Lang) -> Figures {
    let r = &o.result;
    vec![
        row(CalcMsg::AutoShutdownIdle, usd(r.auto_shutdown, lang), lang),
        row(CalcMsg::HotToCool, usd(r.tiering, lang), lang),
        row(CalcMsg::DeleteSnapshots, usd(r.snapshots, lang), lang),
        row(CalcMsg::SavedPerMonth, usd(r.total, lang), lang),
    ]
}

/// The eviction-rate box's hint, before and after the command it shows as code.
pub fn evictions_hint(lang: Lang) -> [&'static str; 2] {
    [CalcMsg::EvictionsHintBefore, CalcMsg::EvictionsHintAfter].map(|m| m.text(lang))
}

/// Where the export came from, in the status line.
pub fn export_from_file(name: &str, lang: Lang) -> String {
    ExportFromFile { name }.text(lang)
}

/// The status after reading an export: its rows, its format (JSON or CSV) and where it came from.
pub fn export_read(rows: usize, format: &str, from: &str, lang: Lang) -> String {
    unmark(&ExportRead { rows: rows as u64, format, from: &marked(from) }.text(lang))
}

/// The status when the export could not be read.
pub fn export_unreadable(from: &str, lang: Lang) -> String {
    unmark(&ExportUnreadable { from: &marked(from) }.text(lang))
}

/// The note when only the rows for the site's sizes are kept in storage.
pub fn export_kept(kept: usize, total: usize, lang: Lang) -> String {
    ExportKept { kept: &count(kept as u64), total: &count(total as u64) }.text(lang)
}

/// A download that could not start, with the browser's reason.
pub fn download_failed(reason: &str, lang: Lang) -> String {
    DownloadFailed { reason }.text(lang)
}

/// A calculator's title and blurb.
struct SpecRow {
    calc: &'static str,
    title: CalcMsg,
    blurb: CalcMsg,
}

/// A field's label and hint (`None` where the field has no hint).
struct FieldRow {
    calc: &'static str,
    key: &'static str,
    label: CalcMsg,
    hint: Option<CalcMsg>,
}

/// A choice's label.
struct ChoiceRow {
    calc: &'static str,
    key: &'static str,
    value: &'static str,
    label: Label,
}

/// A choice's label: a message, or a code or a name that reads the same in both languages
/// (`BF16`, `LoRA`, `ResNet-50`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Label {
    /// Worded in each language.
    Msg(CalcMsg),
    /// The same in both.
    Code(&'static str),
}

impl Label {
    fn text(self, lang: Lang) -> &'static str {
        match self {
            Label::Msg(m) => m.text(lang),
            Label::Code(c) => c,
        }
    }
}

fn spec_row(kind: Kind) -> Option<&'static SpecRow> {
    SPECS.iter().find(|r| r.calc == kind.name())
}

/// A row's calculator that stands for every calculator with the field: the row is used where the
/// calculator has no row of its own.
const ANY: &str = "*";

fn field_row(kind: Kind, key: &str) -> Option<&'static FieldRow> {
    let row = |calc: &str| FIELDS.iter().find(|r| r.calc == calc && r.key == key);
    row(kind.name()).or_else(|| row(ANY).filter(|_| kind.fields().iter().any(|f| f.key == key)))
}

fn choice_row(kind: Kind, key: &str, value: &str) -> Option<&'static ChoiceRow> {
    let row =
        |calc: &str| CHOICES.iter().find(|c| c.calc == calc && c.key == key && c.value == value);
    let offered = || {
        kind.fields().iter().any(|f| {
            f.key == key && matches!(f.input, Input::Choice(list) if list.contains(&value))
        })
    };
    row(kind.name()).or_else(|| row(ANY).filter(|_| offered()))
}

const fn s(calc: &'static str, title: CalcMsg, blurb: CalcMsg) -> SpecRow {
    SpecRow { calc, title, blurb }
}

const fn f(
    calc: &'static str,
    key: &'static str,
    label: CalcMsg,
    hint: Option<CalcMsg>,
) -> FieldRow {
    FieldRow { calc, key, label, hint }
}

const fn c(calc: &'static str, key: &'static str, value: &'static str, label: Label) -> ChoiceRow {
    ChoiceRow { calc, key, value, label }
}

use CalcMsg as M;
use Label::{Code, Msg};

const SPECS: &[SpecRow] = &[
    s("training", M::TitleTraining, M::BlurbTraining),
    s("fine-tuning", M::TitleFineTuning, M::BlurbFineTuning),
    s("cv", M::TitleCv, M::BlurbCv),
    s("inference", M::TitleInference, M::BlurbInference),
    s("spot", M::TitleSpot, M::BlurbSpot),
    s("break-even", M::TitleBreakEven, M::BlurbBreakEven),
    s("mixed-fleet", M::TitleMixedFleet, M::BlurbMixedFleet),
    s("buy-or-rent", M::TitleBuyOrRent, M::BlurbBuyOrRent),
    s("governance", M::TitleGovernance, M::BlurbGovernance),
];

const FIELDS: &[FieldRow] = &[
    // Fields of several calculators, worded alike.
    f(ANY, "size", M::LabelSize, None),
    f(ANY, "region", M::LabelRegion, None),
    f(ANY, "params", M::LabelParams, Some(M::HintParams)),
    f(ANY, "sharding", M::LabelSharding, None),
    f(ANY, "checkpointing", M::LabelCheckpointing, None),
    f(ANY, "seq_len", M::LabelSeqLen, Some(M::HintSeqTokens)),
    f(ANY, "mfu", M::LabelMfu, Some(M::HintMfu)),
    f(ANY, "vms", M::LabelVms, None),
    // Training.
    f("training", "params", M::LabelParams, Some(M::HintParamsLarge)),
    f("training", "tokens", M::LabelTrainingTokens, Some(M::HintTrainingTokens)),
    f("training", "precision", M::LabelPrecision, None),
    f("training", "vms", M::LabelVms, Some(M::HintTrainingVms)),
    // Fine-tuning.
    f("fine-tuning", "tokens", M::LabelTokens, Some(M::HintTuningTokens)),
    f("fine-tuning", "method", M::LabelMethod, None),
    f("fine-tuning", "rank", M::LabelRank, Some(M::HintRank)),
    f("fine-tuning", "vms", M::LabelVms, Some(M::HintTuningVms)),
    // Vision training.
    f("cv", "model", M::LabelModel, None),
    f("cv", "images", M::LabelImages, Some(M::HintImages)),
    f("cv", "epochs", M::LabelEpochs, None),
    f("cv", "mfu", M::LabelMfu, Some(M::HintCvMfu)),
    // Inference.
    f("inference", "precision", M::LabelWeights, None),
    f("inference", "context", M::LabelContext, Some(M::HintSeqTokens)),
    f("inference", "concurrent", M::LabelConcurrent, None),
    f("inference", "hours", M::LabelHoursMonth, Some(M::HintHoursMonth)),
    // Spot.
    f("spot", "work", M::LabelWork, Some(M::HintWork)),
    f("spot", "vms", M::LabelVmsInJob, Some(M::HintVmsInJob)),
    f("spot", "eviction_rate", M::LabelEvictionRate, Some(M::HintEvictionRate)),
    f("spot", "checkpoint", M::LabelCheckpointTime, Some(M::HintCheckpointTime)),
    f("spot", "restart", M::LabelRestartTime, Some(M::HintRestartTime)),
    // Break-even.
    f("break-even", "months", M::LabelMonthsToChart, Some(M::HintMonthsToChart)),
    // Mixed fleet.
    f("mixed-fleet", "profile", M::LabelDailyDemand, Some(M::HintDailyDemand)),
    f("mixed-fleet", "spot_share", M::LabelSpotShare, Some(M::HintSpotShare)),
    // Buy or rent.
    f("buy-or-rent", "size", M::LabelSizeToRent, None),
    f("buy-or-rent", "hardware", M::LabelHardwarePrice, Some(M::HintHardwarePrice)),
    f("buy-or-rent", "overhead", M::LabelOverhead, Some(M::HintOverhead)),
    f("buy-or-rent", "power", M::LabelPower, Some(M::HintPower)),
    f("buy-or-rent", "pue", M::LabelPue, Some(M::HintPue)),
    f("buy-or-rent", "kwh", M::LabelKwh, Some(M::HintKwh)),
    f("buy-or-rent", "hosting", M::LabelHosting, Some(M::HintHosting)),
    f("buy-or-rent", "years", M::LabelDepreciation, Some(M::HintDepreciation)),
    f("buy-or-rent", "utilisation", M::LabelUtilisation, Some(M::HintUtilisation)),
    // Governance.
    f("governance", "region", M::LabelStorageRegion, None),
    f("governance", "compute", M::LabelComputeBill, Some(M::HintComputeBill)),
    f("governance", "idle", M::LabelIdle, Some(M::HintIdle)),
    f("governance", "tier_gb", M::LabelTierGb, Some(M::HintTierGb)),
    f("governance", "snapshot_gb", M::LabelSnapshotGb, Some(M::HintSnapshotGb)),
];

const CHOICES: &[ChoiceRow] = &[
    c(ANY, "precision", "bf16", Code("BF16")),
    c(ANY, "precision", "fp16", Code("FP16")),
    c(ANY, "precision", "fp8", Code("FP8")),
    c(ANY, "precision", "int8", Code("INT8")),
    c(ANY, "precision", "int4", Code("INT4")),
    c(ANY, "sharding", "zero-3", Msg(M::ChoiceZero3)),
    c(ANY, "sharding", "zero-2", Msg(M::ChoiceZero2)),
    c(ANY, "sharding", "zero-1", Msg(M::ChoiceZero1)),
    c(ANY, "sharding", "none", Msg(M::ChoiceNoSharding)),
    c(ANY, "checkpointing", "on", Msg(M::ChoiceOn)),
    c(ANY, "checkpointing", "off", Msg(M::ChoiceOff)),
    c("fine-tuning", "method", "lora", Code("LoRA")),
    c("fine-tuning", "method", "qlora", Code("QLoRA")),
    c("fine-tuning", "method", "full", Msg(M::ChoiceFull)),
    c("cv", "model", "resnet50", Code("ResNet-50")),
    c("cv", "model", "vit-b-16", Code("ViT-B/16")),
];

#[cfg(test)]
mod tests;
