//! The words of the decision wizard: the page, the questions and their choices (keyed by the
//! core's field keys and choice values), and the decision tree's answer — each step's title,
//! rule, inputs, branch and warnings, each ranked size's reasons and each left-out size's reason,
//! worded from the core's typed values ([`gpuplan_core::sizing::tree`]). The English wording is
//! the one the tree used to write itself.
//!
//! Every sentence is a message of `locales/<lang>/wizard.ftl`; the functions here choose the
//! message by the value they word and fill its placeholders, with figures written by
//! [`crate::format`] (and `figure` for measured quantities).

use gpuplan_core::catalog::PricingModel;
use gpuplan_core::sizing::calibration::{Band, Basis, WorkClass};
use gpuplan_core::sizing::tree::{
    Branch, Exclusion, Framework, Platform, Reason, StepInput, TaskKind, Warning,
};

use crate::estimate::model_name;
use crate::{Lang, format};

include!(concat!(env!("OUT_DIR"), "/wizard.rs"));

use WizardMsg as W;

/// A question's text: a message, or a code or a name that reads the same in both languages
/// (`TB`, `LoRA`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Text {
    Msg(WizardMsg),
    Code(&'static str),
}

impl Text {
    fn text(self, lang: Lang) -> &'static str {
        match self {
            Text::Msg(m) => m.text(lang),
            Text::Code(c) => c,
        }
    }
}

/// A question's label and hint, by the core's field key. A hint that is only a unit (`TB`)
/// reads the same in both languages.
fn question(key: &str) -> Option<(WizardMsg, Option<Text>)> {
    if key == "data_tb" {
        return Some((W::DataLabel, Some(Text::Code("TB"))));
    }
    let (label, hint) = question_msgs(key)?;
    Some((label, hint.map(Text::Msg)))
}

/// A question's label and hint that are worded in each language, by the core's field key.
fn question_msgs(key: &str) -> Option<(WizardMsg, Option<WizardMsg>)> {
    Some(match key {
        "task" => (W::TaskLabel, None),
        "params" => (W::ParamsLabel, Some(W::ParamsHint)),
        "tokens" => (W::TokensLabel, Some(W::TokensHint)),
        "method" => (W::MethodLabel, None),
        "context" => (W::ContextLabel, Some(W::ContextHint)),
        "concurrent" => (W::ConcurrentLabel, None),
        "cv_model" => (W::CvModelLabel, None),
        "images" => (W::ImagesLabel, Some(W::ImagesHint)),
        "epochs" => (W::EpochsLabel, None),
        "interruptible" => (W::InterruptibleLabel, Some(W::InterruptibleHint)),
        "max_days" => (W::MaxDaysLabel, Some(W::MaxDaysHint)),
        "multi_vm_replica" => (W::MultiVmReplicaLabel, Some(W::MultiVmReplicaHint)),
        "confidential" => (W::ConfidentialLabel, Some(W::ConfidentialHint)),
        "hours" => (W::HoursLabel, Some(W::HoursHint)),
        "months" => (W::MonthsLabel, Some(W::MonthsHint)),
        "discount" => (W::DiscountLabel, Some(W::DiscountHint)),
        "region" => (W::RegionLabel, Some(W::RegionHint)),
        "framework" => (W::FrameworkLabel, None),
        "containers" => (W::ContainersLabel, None),
        "platform" => (W::PlatformLabel, None),
        _ => return None,
    })
}

/// A choice's label, by the core's field key and value; names read the same in both languages
/// (LoRA, QLoRA, ResNet-50, ViT-B/16).
fn choice(key: &str, value: &str) -> Option<Text> {
    let name = match (key, value) {
        ("method", "lora") => Some("LoRA"),
        ("method", "qlora") => Some("QLoRA"),
        ("cv_model", "resnet50") => Some("ResNet-50"),
        ("cv_model", "vit-b-16") => Some("ViT-B/16"),
        _ => None,
    };
    name.map(Text::Code).or_else(|| choice_msg(key, value).map(Text::Msg))
}

/// A choice's label that is worded in each language, by the core's field key and value.
fn choice_msg(key: &str, value: &str) -> Option<WizardMsg> {
    Some(match (key, value) {
        ("task", "training") => W::TaskTraining,
        ("task", "fine-tuning") => W::TaskFineTuning,
        ("task", "inference") => W::TaskInference,
        ("task", "cv-training") => W::TaskCvTraining,
        ("method", "full") => W::MethodFull,
        ("interruptible" | "containers" | "confidential" | "multi_vm_replica", "no") => W::No,
        ("interruptible" | "containers" | "confidential" | "multi_vm_replica", "yes") => W::Yes,
        ("framework", "any") => W::Either,
        ("framework", "cuda") => W::Cuda,
        ("framework", "rocm") => W::Rocm,
        ("platform", "vm") => W::Vms,
        ("platform", "aks") => W::Aks,
        ("platform", "azure-ml") => W::AzureMl,
        _ => return None,
    })
}

/// A question's label in `lang`, by the core's field key; empty for a key the wizard lacks.
pub fn question_label(key: &str, lang: Lang) -> &'static str {
    question(key).map_or("", |(label, _)| label.text(lang))
}

/// A question's hint in `lang`; empty when it has none.
pub fn question_hint(key: &str, lang: Lang) -> &'static str {
    question(key).and_then(|(_, hint)| hint).map_or("", |h| h.text(lang))
}

/// The label of a question's choice in `lang`, by the field's key and the choice's value.
pub fn choice_label(key: &str, value: &str, lang: Lang) -> &'static str {
    choice(key, value).map_or("", |t| t.text(lang))
}

/// The legend of the form's step `n` (1 to 4).
pub fn legend(n: u8, lang: Lang) -> &'static str {
    match n {
        1 => W::Legend1,
        2 => W::Legend2,
        3 => W::Legend3,
        _ => W::Legend4,
    }
    .text(lang)
}

/// Step `n`'s title (1 to 4).
pub fn step_title(n: u8, lang: Lang) -> &'static str {
    match n {
        1 => W::Step1Title,
        2 => W::Step2Title,
        3 => W::Step3Title,
        _ => W::Step4Title,
    }
    .text(lang)
}

/// Step `n`'s rule (1 to 4).
pub fn step_rule(n: u8, lang: Lang) -> &'static str {
    match n {
        1 => W::Step1Rule,
        2 => W::Step2Rule,
        3 => W::Step3Rule,
        _ => W::Step4Rule,
    }
    .text(lang)
}

/// A step's heading in the answer: `Step 1: Task type`.
pub fn step_heading(n: u8, lang: Lang) -> String {
    StepHeading { n: &n.to_string(), title: step_title(n, lang) }.text(lang)
}

/// A step's rule line: `Rule: ...`.
pub fn rule_line(n: u8, lang: Lang) -> String {
    RuleLine { rule: step_rule(n, lang) }.text(lang)
}

/// A step's branch line: `Branch taken: ...`.
pub fn branch_line(b: &Branch, lang: Lang) -> String {
    BranchLine { branch: &branch(b, lang) }.text(lang)
}

/// A kind of job, as step 1 names it.
pub fn task_kind(t: TaskKind, lang: Lang) -> &'static str {
    match t {
        TaskKind::LargePretraining => W::LargePretraining,
        TaskKind::SmallTraining => W::SmallTraining,
        TaskKind::CvTraining => W::CvTraining,
        TaskKind::FineTuning => W::FineTuning,
        TaskKind::Inference => W::Inference,
    }
    .text(lang)
}

/// The branch a step took.
pub fn branch(b: &Branch, lang: Lang) -> String {
    let m = match b {
        Branch::Task { task, pick } => {
            return BranchTask { task: task_kind(*task, lang), pick }.text(lang);
        }
        Branch::ShortRun => W::ShortRun,
        Branch::Months => W::Months,
        Branch::MoreThanAYear => W::MoreThanAYear,
        Branch::MultiNode => W::MultiNode,
        Branch::SingleVm => W::SingleVm,
        Branch::Vendors { framework: Framework::Cuda } => W::NvidiaOnly,
        Branch::Vendors { framework: Framework::Rocm } => W::AmdOnly,
        Branch::Vendors { framework: Framework::Any } => W::NvidiaAndAmd,
    };
    m.text(lang).to_owned()
}

/// A step's warning.
pub fn warning(w: &Warning, lang: Lang) -> String {
    let m = match w {
        Warning::DataRanksFirst { top, top_cost, pick, pick_cost, used_gb, gb_per_gpu } => {
            return DataRanksFirst {
                top,
                top_cost: &format::usd(*top_cost, lang),
                pick,
                pick_cost: &format::usd(*pick_cost, lang),
                used: &figure(*used_gb, 0),
                gb_per_gpu: &trimmed(*gb_per_gpu),
            }
            .text(lang);
        }
        Warning::PickNotRanked { top, pick } => return PickNotRanked { top, pick }.text(lang),
        Warning::AssumedDeadline { days } => {
            return AssumedDeadline { days: &trimmed(*days) }.text(lang);
        }
        Warning::NoneMeetsDeadline { days, fastest_days } => {
            return NoneMeetsDeadline {
                days: &trimmed(*days),
                fastest: &format::duration(fastest_days * 24.0, lang),
            }
            .text(lang);
        }
        Warning::Accuracy { band: b, training: true } => {
            return AccuracyTraining { band: &band(b, lang) }.text(lang);
        }
        Warning::Accuracy { band: b, training: false } => {
            return AccuracyServing { band: &band(b, lang) }.text(lang);
        }
        Warning::ConfidentialOnly => W::ConfidentialOnly,
        Warning::AtLeastFourGpus => W::AtLeastFourGpus,
        Warning::SpotNotice => W::SpotNotice,
        Warning::SpotCanEqualPayg => W::SpotCanEqualPayg,
        Warning::StageDataLocally => W::StageDataLocally,
        Warning::AksQuota => W::AksQuota,
        Warning::AzureMlSameSizes => W::AzureMlSameSizes,
    };
    m.text(lang).to_owned()
}

/// A measured quantity in running text, to `decimals` places, with thousands separators from
/// five whole digits up (`30,548`); a four-digit figure is written without one (`1307 TFLOP/s`),
/// as the wizard's English has always written it.
fn figure(x: f64, decimals: usize) -> String {
    let grouped = format::number(x, decimals);
    let whole = grouped.trim_start_matches('-').split('.').next().unwrap_or_default();
    if whole.len() == 5 { grouped.replacen(',', "", 1) } else { grouped }
}

/// A quantity as typed, to at most two decimals: `30`, `1.5`, `191.5`; never an exponent.
fn trimmed(x: f64) -> String {
    let s = figure(x, 2);
    if s.contains('.') { s.trim_end_matches('0').trim_end_matches('.').to_owned() } else { s }
}

/// A whole number in running text, as [`figure`] writes it.
fn whole(n: u32) -> String {
    figure(f64::from(n), 0)
}

/// A share of a whole (0.4) as a percentage in the reader's style: `40 %`, `40%`.
fn share(x: f64, lang: Lang) -> String {
    format::percent(x * 100.0, 0, lang)
}

/// Seconds as a reason writes them: two decimals under ten, whole above.
fn seconds(s: f64) -> String {
    figure(s, if s < 10.0 { 2 } else { 0 })
}

/// A region known only by its code: its name and code where the reader's language has a name
/// for it (`西欧（westeurope）`), else the code.
fn region_of_code(code: &str, lang: Lang) -> String {
    crate::catalog::region_ref(code, lang).to_owned()
}

/// Why a ranked size is where it is.
pub fn reason(r: &Reason, lang: Lang) -> String {
    let d = |h: f64| format::duration(h, lang);
    match r {
        Reason::NoFp8 { gpu } => NoFp8 { gpu }.text(lang),
        Reason::MissesDeadline { days, deadline_days, vms } => MissesDeadline {
            deadline: &trimmed(*deadline_days),
            time: &d(days * 24.0),
            vms: u64::from(*vms),
        }
        .text(lang),
        Reason::Confidential => sentence(W::ConfidentialReason.text(lang), lang),
        Reason::Deadline { gpus, days, memory_gpus } => DeadlineReason {
            gpus: &whole(*gpus),
            days: &trimmed(*days),
            memory_gpus: &whole(*memory_gpus),
        }
        .text(lang),
        Reason::TrainingFit { gpus, vms, memory_gb, usable_gb } => TrainingFit {
            gpus: &whole(*gpus),
            vms: u64::from(*vms),
            used: &figure(*memory_gb, 0),
            usable: &figure(*usable_gb, 0),
        }
        .text(lang),
        Reason::Scaling {
            vms,
            step_s,
            communication_s,
            efficiency,
            batch_sequences,
            batch_vms,
            batch_gpus,
        } => Scaling {
            vms: &whole(*vms),
            step: &seconds(*step_s),
            talk: &seconds(*communication_s),
            share: &share(*efficiency, lang),
            sequences: &figure(*batch_sequences, 0),
            batch_vms: &whole(*batch_vms),
            batch_gpus: &figure(*batch_gpus, 0),
        }
        .text(lang),
        Reason::TrainingTime { flops: _, peak_tflops, mfu, basis: b, hours } => TrainingTime {
            share: &share(*mfu, lang),
            peak: &figure(*peak_tflops, 0),
            basis: &basis(b, lang),
            time: &d(*hours),
        }
        .text(lang),
        Reason::InferenceFit { weights_gb, kv_cache_gb, gpus, replicas, decode_tokens_per_s } => {
            InferenceFit {
                weights: &figure(*weights_gb, 0),
                kv: &figure(*kv_cache_gb, 0),
                gpus: u64::from(*gpus),
                replicas: u64::from(*replicas),
                rate: &figure(*decode_tokens_per_s, 0),
            }
            .text(lang)
        }
        Reason::Parallelism { tensor, heads, vms_per_replica, replicas_per_vm: _ }
            if *vms_per_replica > 1 =>
        {
            ParallelismSpanning {
                vms: &whole(*vms_per_replica),
                tensor: &whole(*tensor),
                heads: &whole(*heads),
            }
            .text(lang)
        }
        Reason::Parallelism { tensor, heads, vms_per_replica: _, replicas_per_vm } => Parallelism {
            tensor: u64::from(*tensor),
            heads: &whole(*heads),
            replicas: u64::from(*replicas_per_vm),
        }
        .text(lang),
        Reason::CvTime { flops: _, gpus_per_vm, mfu, basis: b, hours } => {
            let n = gpus_text(*gpus_per_vm);
            let gpus = if *gpus_per_vm <= 1.0 {
                GpusAtMostOne { gpus: &n }.text(lang)
            } else {
                GpusMore { gpus: &n }.text(lang)
            };
            CvTime {
                gpus: &gpus,
                share: &share(*mfu, lang),
                basis: &basis(b, lang),
                time: &d(*hours),
            }
            .text(lang)
        }
        Reason::ArticlePick => sentence(W::ArticlePick.text(lang), lang),
        Reason::Retiring { on: Some(day) } => {
            RetiringOn { date: &format::date(*day, lang) }.text(lang)
        }
        Reason::Retiring { on: None } => W::RetiringReason.text(lang).to_owned(),
        Reason::CapacityLimited { goes_to } => CapacityLimited { goes_to }.text(lang),
        Reason::NoLocalNvme => sentence(W::NoLocalNvme.text(lang), lang),
        Reason::Cheapest { model } => Cheapest { model: model_name(*model, lang) }.text(lang),
    }
}

/// A GPU count as readers write it: whole numbers bare, a partition as a fraction (`1/3`).
fn gpus_text(g: f64) -> String {
    if g.fract() == 0.0 {
        return figure(g, 0);
    }
    // The partitions Azure sells are 1/2 to 1/8 of a GPU.
    (2..=8u32)
        .find_map(|den| {
            let num = g * f64::from(den);
            ((num - num.round()).abs() < 1e-9).then(|| format!("{}/{den}", num.round()))
        })
        .unwrap_or_else(|| figure(g, 2))
}

/// A class of work in running text.
pub fn work_class(c: WorkClass, lang: Lang) -> &'static str {
    match c {
        WorkClass::Pretraining => W::ClassPretraining,
        WorkClass::MoePretraining => W::ClassMoePretraining,
        WorkClass::FineTuning => W::ClassFineTuning,
        WorkClass::CvTraining => W::ClassCvTraining,
        WorkClass::Decode => W::ClassDecode,
        WorkClass::Prefill => W::ClassPrefill,
    }
    .text(lang)
}

/// Where an efficiency comes from, as a parenthesis: `the median of 4 published Hopper
/// pretraining runs`.
pub fn basis(b: &Basis, lang: Lang) -> String {
    match b {
        Basis::Generation { class, generation, runs: 1 } => {
            BasisOneRun { generation: generation.name(), class: work_class(*class, lang) }
                .text(lang)
        }
        Basis::Generation { class, generation, runs } => BasisRuns {
            runs: &format::count(u64::from(*runs)),
            generation: generation.name(),
            class: work_class(*class, lang),
        }
        .text(lang),
        Basis::Class { class, runs } => {
            BasisClass { runs: &format::count(u64::from(*runs)), class: work_class(*class, lang) }
                .text(lang)
        }
        Basis::Default => W::BasisDefault.text(lang).to_owned(),
        Basis::Measured => W::BasisMeasured.text(lang).to_owned(),
        Basis::Given => W::BasisGiven.text(lang).to_owned(),
    }
}

/// The error band of predicted times: `±20 %, from 8 published runs held out of the
/// calibration`.
pub fn band(b: &Band, lang: Lang) -> String {
    ErrorBand {
        share: &format::percent(f64::from(b.pct), 0, lang),
        runs: &format::count(u64::from(b.runs)),
    }
    .text(lang)
}

/// A phrase as a sentence: a capital first letter (Chinese has none to change) and the
/// language's full stop.
fn sentence(s: &str, lang: Lang) -> String {
    let mut c = s.chars();
    let text: String = c.next().map_or_else(String::new, |f| f.to_uppercase().chain(c).collect());
    Sentence { text: &text }.text(lang)
}

/// A ranked size's reasons, one after the other.
pub fn reasons(rs: &[Reason], lang: Lang) -> String {
    rs.iter()
        .map(|r| reason(r, lang))
        .reduce(|first, next| ReasonsJoined { first: &first, next: &next }.text(lang))
        .unwrap_or_default()
}

/// Why a size is left out.
pub fn exclusion(x: &Exclusion, lang: Lang) -> String {
    let m = match x {
        Exclusion::Retired { on: Some(day) } => {
            return RetiredOn { date: &format::date(*day, lang) }.text(lang);
        }
        Exclusion::Retired { on: None } => W::Retired,
        Exclusion::Preview { successor: Some(successor) } => {
            return PreviewSuccessor { successor }.text(lang);
        }
        Exclusion::Preview { successor: None } => W::Preview,
        Exclusion::NeedsCuda { gpu } => return NeedsCuda { gpu }.text(lang),
        Exclusion::NeedsRocm { gpu } => return NeedsRocm { gpu }.text(lang),
        Exclusion::NoThroughput { precision, gpu } => {
            let precision = format!("{precision:?}").to_uppercase();
            return NoThroughput { precision: &precision, gpu }.text(lang);
        }
        Exclusion::NoBf16Throughput { gpu } => return NoBf16Throughput { gpu }.text(lang),
        Exclusion::NoBandwidth { gpu } => return NoBandwidth { gpu }.text(lang),
        Exclusion::DoesNotFit { needed_gb, usable_gb } => {
            return DoesNotFit { needed: &figure(*needed_gb, 0), usable: &figure(*usable_gb, 0) }
                .text(lang);
        }
        Exclusion::PartitionTooSmall { gpus } => {
            return PartitionTooSmall { gpus: &gpus.to_string() }.text(lang);
        }
        Exclusion::NoInfiniband { vms } => return NoInfiniband { vms: &whole(*vms) }.text(lang),
        Exclusion::TooLong { years } => return TooLong { years: &figure(*years, 0) }.text(lang),
        Exclusion::NotPriced { region: Some(code) } => {
            return NotPricedIn { region: &region_of_code(code, lang) }.text(lang);
        }
        Exclusion::BeyondReach { vms, reach } => {
            return BeyondReach { vms: &whole(*vms), reach: &whole(*reach) }.text(lang);
        }
        Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband: true } => {
            return ReplicaSpansVms { gpus: &whole(*gpus), per_vm: &whole(*per_vm) }.text(lang);
        }
        Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband: false } => {
            return ReplicaCannotSpan { gpus: &whole(*gpus), per_vm: &whole(*per_vm) }.text(lang);
        }
        Exclusion::HeadsNotDivisible { heads, gpus, per_vm } => {
            return HeadsNotDivisible {
                gpus: &whole(*gpus),
                per_vm: &whole(*per_vm),
                heads: &whole(*heads),
            }
            .text(lang);
        }
        Exclusion::ConfidentialNotAsked => W::ConfidentialNotAsked,
        Exclusion::NotConfidential => W::NotConfidential,
        Exclusion::NotPriced { region: None } => W::NotPricedAnywhere,
        Exclusion::GpuUnnamed => W::GpuUnnamed,
        Exclusion::DeadlineTooTight => W::DeadlineTooTight,
        Exclusion::CannotPlan => W::CannotPlan,
        Exclusion::Unpriceable => W::Unpriceable,
    };
    m.text(lang).to_owned()
}

/// A step input's name.
pub fn input_name(i: &StepInput, lang: Lang) -> &'static str {
    match i {
        StepInput::Task(_) => W::InputTask,
        StepInput::DeadlineDays(_) => W::InputDeadline,
        StepInput::DurationMonths(_) => W::InputDuration,
        StepInput::Interruptible(_) => W::InputInterruptible,
        StepInput::DataTb(_) => W::InputData,
        StepInput::MultiNode(_) => W::InputMultiNode,
        StepInput::Framework(_) => W::InputFramework,
        StepInput::Containers(_) => W::InputContainers,
        StepInput::Platform(_) => W::InputPlatform,
    }
    .text(lang)
}

/// A step input's value.
pub fn input_value(i: &StepInput, lang: Lang) -> String {
    let m = match i {
        StepInput::Task(t) => return task_kind(*t, lang).to_owned(),
        StepInput::DeadlineDays(Some(d)) => return trimmed(*d),
        StepInput::DeadlineDays(None) => W::NoDeadline,
        StepInput::DurationMonths(m) => return figure(*m, 2),
        StepInput::Interruptible(b) | StepInput::MultiNode(b) | StepInput::Containers(b) => {
            if *b {
                W::InputTrue
            } else {
                W::InputFalse
            }
        }
        StepInput::DataTb(tb) => return trimmed(*tb),
        StepInput::Framework(Framework::Any) => W::InputAny,
        // CUDA and ROCm are names, the same in every language.
        StepInput::Framework(f) => return format!("{f:?}").to_lowercase(),
        StepInput::Platform(Platform::Vm) => W::InputVm,
        StepInput::Platform(Platform::Aks) => W::InputAks,
        StepInput::Platform(Platform::AzureMl) => W::InputAzureMl,
    };
    m.text(lang).to_owned()
}

/// The ranking's heading: `Ranked sizes (12 feasible)`.
pub fn ranked_heading(n: usize, lang: Lang) -> String {
    RankedHeading { n: &format::count(n as u64) }.text(lang)
}

/// The left-out list's summary: `Sizes left out (40)`.
pub fn left_out(n: usize, lang: Lang) -> String {
    LeftOut { n: &format::count(n as u64) }.text(lang)
}

/// A region as the wizard names it: `West Europe (westeurope)`, `西欧（westeurope）`; its
/// Chinese name from [`crate::catalog::region_name`].
pub fn region_label(code: &str, display: &str, lang: Lang) -> String {
    format::region(crate::catalog::region_name(code, display, lang), code, lang)
}

/// The summary over a ranked size's other regions: `2 other regions`.
pub fn other_regions(n: usize, lang: Lang) -> String {
    OtherRegions { n: n as u64 }.text(lang)
}

/// One of a ranked size's other regions: `West Europe (westeurope): $1,234.00, payg, 30 days`.
pub fn other_region(
    region: &str,
    cost: rust_decimal::Decimal,
    model: gpuplan_core::catalog::PricingModel,
    hours: f64,
    lang: Lang,
) -> String {
    OtherRegion {
        region,
        money: &format::usd(cost, lang),
        model: pricing(model, lang),
        time: &format::duration(hours, lang),
    }
    .text(lang)
}

/// A ranked row's button's accessible name: `Add to estimate: <size> in <region>`, the region
/// given by its code.
pub fn add_label(size: &str, region: &str, lang: Lang) -> String {
    AddLabel { size, region: &region_of_code(region, lang) }.text(lang)
}

/// A pricing model in the ranking's column: its code (`payg`) in English, as the table has
/// always shown it; its name in Chinese.
pub fn pricing(m: gpuplan_core::catalog::PricingModel, lang: Lang) -> &'static str {
    match m {
        PricingModel::Payg => W::PricingPayg,
        PricingModel::Spot => W::PricingSpot,
        PricingModel::LowPriority => W::PricingLowPriority,
        PricingModel::SavingsPlan1y => W::PricingSavingsPlan1y,
        PricingModel::SavingsPlan3y => W::PricingSavingsPlan3y,
        PricingModel::Reservation1y => W::PricingReservation1y,
        PricingModel::Reservation3y => W::PricingReservation3y,
        PricingModel::DevTest => W::PricingDevtest,
    }
    .text(lang)
}

/// A number of days: `1 day`, `30 days`, `1.5 days`.
fn days_text(days: f64, lang: Lang) -> String {
    let n = trimmed(days);
    if n == "1" { OneDay { days: &n }.text(lang) } else { Days { days: &n }.text(lang) }
}

/// The deadline a ranking used, beside it: `Deadline used: 30 days.`, with why when it was
/// assumed.
pub fn deadline_used(days: f64, assumed: bool, lang: Lang) -> String {
    let days = days_text(days, lang);
    if assumed {
        DeadlineUsedAssumed { days: &days }.text(lang)
    } else {
        DeadlineUsed { days: &days }.text(lang)
    }
}

/// The deadline's marker on the cost-against-time chart: `30-day deadline`.
pub fn deadline_marker(days: f64, lang: Lang) -> String {
    DeadlineMarker { days: &trimmed(days) }.text(lang)
}

/// A point of the cost-against-time chart, as its hover shows it:
/// `4 VMs, 30 days, $1,234.00 (payg)`.
pub fn frontier_point(
    vms: u32,
    hours: f64,
    cost: rust_decimal::Decimal,
    model: gpuplan_core::catalog::PricingModel,
    lang: Lang,
) -> String {
    FrontierPoint {
        vms: u64::from(vms),
        time: &format::duration(hours, lang),
        money: &format::usd(cost, lang),
        model: pricing(model, lang),
    }
    .text(lang)
}

/// The chart's text summary: its cheapest and its fastest point, each with its size, or the one
/// point that is both.
pub fn frontier_summary(cheapest: (&str, &str), fastest: (&str, &str), lang: Lang) -> String {
    if cheapest == fastest {
        return FrontierBoth { size: cheapest.0, point: cheapest.1 }.text(lang);
    }
    FrontierEach {
        cheapest: cheapest.0,
        cheapest_point: cheapest.1,
        fastest: fastest.0,
        fastest_point: fastest.1,
    }
    .text(lang)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;
    use gpuplan_core::catalog::{GpuCount, PricingModel};
    use gpuplan_core::date::Date;
    use gpuplan_core::sizing::Precision;
    use rust_decimal::Decimal;

    /// Every question and choice of the core's wizard has its words in both languages here: one
    /// added to the core without its words fails. Codes and names read the same in both.
    #[test]
    fn every_question_and_choice_is_worded() {
        let check = |what: &str, t: Text| {
            let (en, zh) = (t.text(Lang::En), t.text(Lang::Zh));
            assert!(!en.is_empty() && !en.chars().any(crate::is_cjk), "{what}: {en}");
            match t {
                Text::Code(_) => assert_eq!(en, zh, "{what}"),
                Text::Msg(_) => assert!(zh.chars().any(crate::is_cjk), "{what}: {zh}"),
            }
        };
        for (_, f) in gpuplan_core::calc::wizard::fields() {
            let (label, hint) = question(f.key).unwrap_or_else(|| panic!("{}: no words", f.key));
            check(f.key, Text::Msg(label));
            assert_eq!(question_label(f.key, Lang::Zh), label.text(Lang::Zh));
            if let Some(h) = hint {
                check(&format!("{} hint", f.key), h);
                assert_eq!(question_hint(f.key, Lang::En), h.text(Lang::En));
            }
            if let gpuplan_core::calc::Input::Choice(list) = f.input {
                for v in list {
                    let what = format!("{}={v}", f.key);
                    check(&what, choice(f.key, v).unwrap_or_else(|| panic!("{what}: no words")));
                }
            }
        }
        assert_eq!(question_hint("epochs", Lang::En), "");
        assert_eq!(choice_label("task", "cooking", Lang::Zh), "");
    }

    fn task_index(t: TaskKind) -> usize {
        match t {
            TaskKind::LargePretraining => 0,
            TaskKind::SmallTraining => 1,
            TaskKind::CvTraining => 2,
            TaskKind::FineTuning => 3,
            TaskKind::Inference => 4,
        }
    }

    // One of every variant of the tree's typed answers; the index functions below list the
    // variants without a wildcard, so a new variant does not compile until it is here.
    fn reasons_of_every_kind() -> Vec<Reason> {
        vec![
            Reason::NoFp8 { gpu: "NVIDIA A100".into() },
            Reason::Deadline { gpus: 64, days: 30.0, memory_gpus: 16 },
            Reason::TrainingFit { gpus: 16, vms: 2, memory_gb: 61.27, usable_gb: 72.0 },
            Reason::TrainingTime {
                flops: 8.4e23,
                peak_tflops: 989.0,
                mfu: 0.4,
                basis: Basis::Generation {
                    class: WorkClass::Pretraining,
                    generation: gpuplan_core::catalog::Generation::Hopper,
                    runs: 4,
                },
                hours: 512.34,
            },
            Reason::InferenceFit {
                weights_gb: 16.0,
                kv_cache_gb: 4.3,
                gpus: 1,
                replicas: 2,
                decode_tokens_per_s: 1234.4,
            },
            Reason::CvTime {
                flops: 1.2e18,
                gpus_per_vm: 8.0,
                mfu: 0.4,
                basis: Basis::Class { class: WorkClass::CvTraining, runs: 3 },
                hours: 3.26,
            },
            Reason::ArticlePick,
            Reason::Retiring { on: Date::new(2026, 9, 30) },
            Reason::Retiring { on: None },
            Reason::CapacityLimited { goes_to: "NCads_H100_v5".into() },
            Reason::NoLocalNvme,
            Reason::Cheapest { model: PricingModel::Reservation1y },
            Reason::MissesDeadline { days: 2322.0, deadline_days: 30.0, vms: 1 },
            Reason::Confidential,
            Reason::Parallelism { tensor: 2, heads: 64, vms_per_replica: 1, replicas_per_vm: 4 },
            Reason::Parallelism { tensor: 8, heads: 128, vms_per_replica: 2, replicas_per_vm: 1 },
            Reason::CvTime {
                flops: 1.2e18,
                gpus_per_vm: 1.0 / 3.0,
                mfu: 0.25,
                basis: Basis::Default,
                hours: 26_280.0,
            },
            Reason::TrainingTime {
                flops: 8.4e23,
                peak_tflops: 1307.0,
                mfu: 0.199,
                basis: Basis::Generation {
                    class: WorkClass::FineTuning,
                    generation: gpuplan_core::catalog::Generation::Cdna3,
                    runs: 1,
                },
                hours: 30.0,
            },
            Reason::TrainingTime {
                flops: 8.4e23,
                peak_tflops: 1307.0,
                mfu: 0.3,
                basis: Basis::Given,
                hours: 30.0,
            },
            Reason::Scaling {
                vms: 16,
                step_s: 6.523,
                communication_s: 0.331,
                efficiency: 0.951,
                batch_sequences: 976.0,
                batch_vms: 122,
                batch_gpus: 976.0,
            },
        ]
    }

    fn reason_index(r: &Reason) -> usize {
        match r {
            Reason::NoFp8 { .. } => 0,
            Reason::Deadline { .. } => 1,
            Reason::TrainingFit { .. } => 2,
            Reason::TrainingTime { .. } => 3,
            Reason::InferenceFit { .. } => 4,
            Reason::CvTime { .. } => 5,
            Reason::ArticlePick => 6,
            Reason::Retiring { .. } => 7,
            Reason::NoLocalNvme => 8,
            Reason::Cheapest { .. } => 9,
            Reason::MissesDeadline { .. } => 10,
            Reason::Confidential => 11,
            Reason::Parallelism { .. } => 12,
            Reason::CapacityLimited { .. } => 13,
            Reason::Scaling { .. } => 14,
        }
    }

    fn exclusions_of_every_kind() -> Vec<Exclusion> {
        vec![
            Exclusion::Retired { on: Date::new(2025, 9, 30) },
            Exclusion::Retired { on: None },
            Exclusion::Preview { successor: Some("Standard_NC144ds_xl_RTXPRO6000BSE_v6".into()) },
            Exclusion::Preview { successor: None },
            Exclusion::GpuUnnamed,
            Exclusion::NeedsCuda { gpu: "AMD MI300X".into() },
            Exclusion::NeedsRocm { gpu: "NVIDIA H100".into() },
            Exclusion::NoThroughput { precision: Precision::Fp8, gpu: "NVIDIA T4".into() },
            Exclusion::NoBf16Throughput { gpu: "NVIDIA T4".into() },
            Exclusion::NoBandwidth { gpu: "AMD MI25".into() },
            Exclusion::DoesNotFit { needed_gb: 140.0, usable_gb: 14.4 },
            Exclusion::DeadlineTooTight,
            Exclusion::PartitionTooSmall { gpus: GpuCount { num: 1, den: 6 } },
            Exclusion::CannotPlan,
            Exclusion::NoInfiniband { vms: 4 },
            Exclusion::TooLong { years: 14.6 },
            Exclusion::Unpriceable,
            Exclusion::NotPriced { region: Some("westeurope".into()) },
            Exclusion::NotPriced { region: None },
            Exclusion::BeyondReach { vms: 130, reach: 100 },
            Exclusion::ReplicaSpansVms { gpus: 2, per_vm: 1, infiniband: false },
            Exclusion::ReplicaSpansVms { gpus: 16, per_vm: 8, infiniband: true },
            Exclusion::HeadsNotDivisible { heads: 40, gpus: 3, per_vm: 4 },
            Exclusion::ConfidentialNotAsked,
            Exclusion::NotConfidential,
        ]
    }

    fn exclusion_index(x: &Exclusion) -> usize {
        match x {
            Exclusion::Retired { .. } => 0,
            Exclusion::GpuUnnamed => 1,
            Exclusion::NeedsCuda { .. } => 2,
            Exclusion::NeedsRocm { .. } => 3,
            Exclusion::NoThroughput { .. } => 4,
            Exclusion::NoBf16Throughput { .. } => 5,
            Exclusion::NoBandwidth { .. } => 6,
            Exclusion::DoesNotFit { .. } => 7,
            Exclusion::DeadlineTooTight => 8,
            Exclusion::PartitionTooSmall { .. } => 9,
            Exclusion::CannotPlan => 10,
            Exclusion::NoInfiniband { .. } => 11,
            Exclusion::TooLong { .. } => 12,
            Exclusion::Unpriceable => 13,
            Exclusion::NotPriced { .. } => 14,
            Exclusion::BeyondReach { .. } => 15,
            Exclusion::ReplicaSpansVms { .. } => 16,
            Exclusion::HeadsNotDivisible { .. } => 17,
            Exclusion::ConfidentialNotAsked => 18,
            Exclusion::NotConfidential => 19,
            Exclusion::Preview { .. } => 20,
        }
    }

    fn warnings_of_every_kind() -> Vec<Warning> {
        vec![
            Warning::DataRanksFirst {
                top: "Standard_ND96isr_H200_v5".into(),
                top_cost: Decimal::new(1_234_567, 1),
                pick: "Standard_ND96isr_H100_v5".into(),
                pick_cost: Decimal::new(1_500_004, 1),
                used_gb: 61.7,
                gb_per_gpu: 80.0,
            },
            Warning::PickNotRanked { top: "Standard_NC24ads_A100_v4".into(), pick: "ND_H100_v5" },
            Warning::AtLeastFourGpus,
            Warning::SpotNotice,
            Warning::SpotCanEqualPayg,
            Warning::StageDataLocally,
            Warning::AksQuota,
            Warning::AzureMlSameSizes,
            Warning::AssumedDeadline { days: 30.0 },
            Warning::NoneMeetsDeadline { days: 30.0, fastest_days: 41.5 },
            Warning::ConfidentialOnly,
            Warning::Accuracy { band: Band { pct: 20, runs: 8 }, training: true },
            Warning::Accuracy { band: Band { pct: 30, runs: 10 }, training: false },
        ]
    }

    fn warning_index(w: &Warning) -> usize {
        match w {
            Warning::DataRanksFirst { .. } => 0,
            Warning::PickNotRanked { .. } => 1,
            Warning::AtLeastFourGpus => 2,
            Warning::SpotNotice => 3,
            Warning::SpotCanEqualPayg => 4,
            Warning::StageDataLocally => 5,
            Warning::AksQuota => 6,
            Warning::AzureMlSameSizes => 7,
            Warning::AssumedDeadline { .. } => 8,
            Warning::NoneMeetsDeadline { .. } => 9,
            Warning::ConfidentialOnly => 10,
            Warning::Accuracy { .. } => 11,
        }
    }

    fn branches_of_every_kind() -> Vec<Branch> {
        let mut b: Vec<Branch> = [
            TaskKind::LargePretraining,
            TaskKind::SmallTraining,
            TaskKind::CvTraining,
            TaskKind::FineTuning,
            TaskKind::Inference,
        ]
        .into_iter()
        .map(|task| Branch::Task { task, pick: "NC_A100_v4" })
        .collect();
        b.extend([Branch::ShortRun, Branch::Months, Branch::MoreThanAYear]);
        b.extend([Branch::MultiNode, Branch::SingleVm]);
        b.extend(
            [Framework::Cuda, Framework::Rocm, Framework::Any]
                .map(|framework| Branch::Vendors { framework }),
        );
        b
    }

    fn branch_index(b: &Branch) -> usize {
        match b {
            Branch::Task { task, .. } => task_index(*task),
            Branch::ShortRun => 5,
            Branch::Months => 6,
            Branch::MoreThanAYear => 7,
            Branch::MultiNode => 8,
            Branch::SingleVm => 9,
            Branch::Vendors { framework: Framework::Cuda } => 10,
            Branch::Vendors { framework: Framework::Rocm } => 11,
            Branch::Vendors { framework: Framework::Any } => 12,
        }
    }

    fn inputs_of_every_kind() -> Vec<StepInput> {
        vec![
            StepInput::Task(TaskKind::FineTuning),
            StepInput::DeadlineDays(Some(60.0)),
            StepInput::DeadlineDays(None),
            StepInput::DurationMonths(2.3456),
            StepInput::Interruptible(true),
            StepInput::DataTb(5.0),
            StepInput::MultiNode(false),
            StepInput::Framework(Framework::Any),
            StepInput::Containers(true),
            StepInput::Platform(Platform::AzureMl),
        ]
    }

    fn input_index(i: &StepInput) -> usize {
        match i {
            StepInput::Task(_) => 0,
            StepInput::DeadlineDays(_) => 1,
            StepInput::DurationMonths(_) => 2,
            StepInput::Interruptible(_) => 3,
            StepInput::DataTb(_) => 4,
            StepInput::MultiNode(_) => 5,
            StepInput::Framework(_) => 6,
            StepInput::Containers(_) => 7,
            StepInput::Platform(_) => 8,
        }
    }

    /// Checks a worded value: English without Chinese, Chinese with, the two different.
    fn both(what: &str, en: &str, zh: &str) {
        assert!(!en.is_empty() && !en.chars().any(crate::is_cjk), "{what}: {en}");
        assert!(zh.chars().any(crate::is_cjk), "{what}: {zh}");
        assert_ne!(en, zh, "{what}");
    }

    fn covers(indices: impl Iterator<Item = usize>, count: usize, what: &str) {
        let mut seen = vec![false; count];
        for i in indices {
            if let Some(s) = seen.get_mut(i) {
                *s = true;
            }
        }
        assert!(seen.iter().all(|s| *s), "{what}: a variant has no sample: {seen:?}");
    }

    #[test]
    fn every_typed_answer_has_both_texts() {
        let rs = reasons_of_every_kind();
        covers(rs.iter().map(reason_index), 15, "reasons");
        for r in &rs {
            both(&format!("{r:?}"), &reason(r, Lang::En), &reason(r, Lang::Zh));
        }
        let xs = exclusions_of_every_kind();
        covers(xs.iter().map(exclusion_index), 20, "exclusions");
        for x in &xs {
            both(&format!("{x:?}"), &exclusion(x, Lang::En), &exclusion(x, Lang::Zh));
        }
        let ws = warnings_of_every_kind();
        covers(ws.iter().map(warning_index), 12, "warnings");
        for w in &ws {
            both(&format!("{w:?}"), &warning(w, Lang::En), &warning(w, Lang::Zh));
        }
        let bs = branches_of_every_kind();
        covers(bs.iter().map(branch_index), 13, "branches");
        for b in &bs {
            both(&format!("{b:?}"), &branch_line(b, Lang::En), &branch_line(b, Lang::Zh));
        }
        let is = inputs_of_every_kind();
        covers(is.iter().map(input_index), 9, "inputs");
        for i in &is {
            both(&format!("{i:?}"), input_name(i, Lang::En), input_name(i, Lang::Zh));
        }
        for n in 1..=4 {
            both("step", &step_heading(n, Lang::En), &step_heading(n, Lang::Zh));
            both("rule", &rule_line(n, Lang::En), &rule_line(n, Lang::Zh));
            both("legend", legend(n, Lang::En), legend(n, Lang::Zh));
        }
    }

    /// The English reasons are sentences a reader can take in: no exponent notation, no
    /// "(s)", durations in days or years (each worked by hand from the inputs above: 512.34 h
    /// is 21.3 days, 55,728 h is 6.4 years, MFU 0.4 is 40 %). The rest is worded as before (a
    /// `Decimal` written with `{:.0}` drops its fraction).
    #[test]
    fn english_reads_as_sentences() {
        let r = reasons_of_every_kind();
        let en: Vec<String> = r.iter().map(|r| reason(r, Lang::En)).collect();
        assert_eq!(
            en,
            [
                "NVIDIA A100 has no FP8 figure, so BF16 is used.",
                "64 GPUs to finish within 30 days; memory alone needs 16.",
                "16 GPUs on 2 VMs hold the job (61 of 72 GB usable on each GPU).",
                "At 40 % of the 989 TFLOP/s peak (the median of 4 published Hopper pretraining runs), the job takes 21 days.",
                "16 GB of weights and 4 GB of KV cache take 1 GPU a replica; 2 replicas decode 1234 tokens/s each.",
                "On 8 GPUs at 40 % of peak (no published run on this GPU generation: the median of 3 vision training runs on others), training takes 3.3 hours; vision models are assumed to fit in memory.",
                "The guide's usual pick for this task.",
                "Retiring on 2026-09-30: plan a move.",
                "Retiring: plan a move.",
                "Microsoft deploys new capacity only to NCads_H100_v5: quota for this series may be hard to get.",
                "No local NVMe stated: terabytes of data will be read over the network.",
                "Reservation, 1 year is the cheapest pricing model allowed here.",
                "Misses the 30-day deadline: 6.4 years even on 1 VM, the most this size allows.",
                "A confidential-computing size.",
                "Tensor-parallel over 2 GPUs (64 attention heads divide evenly); a VM holds 4 replicas.",
                "Each replica spans 2 VMs over InfiniBand, tensor-parallel over 8 GPUs in each (128 heads).",
                "On 1/3 GPU at 25 % of peak (assumed: no published run of this kind), training takes 3.0 years; vision models are assumed to fit in memory.",
                "At 20 % of the 1307 TFLOP/s peak (as measured in one published CDNA 3 adapter fine-tuning run), the job takes 30 hours.",
                "At 30 % of the 1307 TFLOP/s peak (as given), the job takes 30 hours.",
                "On 16 VMs a step takes 6.52 s, 0.33 s of it communicating over NVLink and InfiniBand (not overlapped): 95 % of perfect scaling's speed. The global batch of 976 sequences keeps at most 122 VMs (976 GPUs) busy; more add cost, not speed.",
            ]
        );
        let x: Vec<String> =
            exclusions_of_every_kind().iter().map(|x| exclusion(x, Lang::En)).collect();
        assert_eq!(x.first().map(String::as_str), Some("retired on 2025-09-30"));
        assert_eq!(
            x.get(2).map(String::as_str),
            Some(
                "a preview size, never recommended; Microsoft names Standard_NC144ds_xl_RTXPRO6000BSE_v6 in its place"
            )
        );
        assert_eq!(x.get(7).map(String::as_str), Some("no FP8 throughput figure for NVIDIA T4"));
        assert_eq!(x.get(8).map(String::as_str), Some("no BF16 throughput figure for NVIDIA T4"));
        assert_eq!(x.get(12).map(String::as_str), Some("a 1/6 GPU partition cannot hold it"));
        assert_eq!(
            x.get(15).map(String::as_str),
            Some("would run 15 years: longer than the 10 years an estimate covers")
        );
        assert_eq!(
            warning(warnings_of_every_kind().first().unwrap_or_else(|| panic!()), Lang::En),
            "The data ranks Standard_ND96isr_H200_v5 first: $123,456.70 against $150,000.40 for the guide's usual pick Standard_ND96isr_H100_v5 (62 of 80 GB per GPU used)."
        );
        assert_eq!(
            branch(
                &Branch::Task { task: TaskKind::LargePretraining, pick: "ND_H100_v5" },
                Lang::En
            ),
            "large pretraining: the guide's usual pick is ND_H100_v5"
        );
        let values: Vec<String> =
            inputs_of_every_kind().iter().map(|i| input_value(i, Lang::En)).collect();
        assert_eq!(
            values,
            ["fine-tuning", "60", "none", "2.35", "true", "5", "false", "any", "true", "AzureMl"]
        );
    }

    /// Templated Chinese, worked by hand.
    #[test]
    fn chinese_templates_read_naturally() {
        assert_eq!(
            reason(
                &Reason::TrainingFit { gpus: 16, vms: 2, memory_gb: 61.27, usable_gb: 72.0 },
                Lang::Zh
            ),
            "2 台虚拟机上的 16 个 GPU 可以容纳此作业（每个 GPU 可用的 72 GB 中用了 61 GB）。"
        );
        assert_eq!(
            reason(&Reason::Retiring { on: Date::new(2026, 9, 30) }, Lang::Zh),
            "即将于 2026年9月30日停用：请提前规划迁移。"
        );
        assert_eq!(
            reason(&Reason::Cheapest { model: PricingModel::Reservation1y }, Lang::Zh),
            "在允许的计费方式中，1 年期预留实例最便宜。"
        );
        assert_eq!(
            exclusion(
                &Exclusion::NoThroughput { precision: Precision::Fp8, gpu: "NVIDIA T4".into() },
                Lang::Zh
            ),
            "NVIDIA T4 没有 FP8 吞吐量数据"
        );
        assert_eq!(
            warning(warnings_of_every_kind().first().unwrap_or_else(|| panic!()), Lang::Zh),
            "按数据排名，Standard_ND96isr_H200_v5 居首，费用 123,456.70 美元；本指南通常推荐的 Standard_ND96isr_H100_v5 为 150,000.40 美元（每个 GPU 80 GB 中用了 62 GB）。"
        );
        assert_eq!(step_heading(2, Lang::Zh), "第 2 步：预算和周期");
        assert_eq!(
            reasons(&[Reason::ArticlePick, Reason::NoLocalNvme], Lang::Zh),
            "本指南针对此类任务通常推荐的规格。未注明本地 NVMe：TB 级数据将通过网络读取。"
        );
        assert_eq!(
            add_label("Standard_NC24ads_A100_v4", "westeurope", Lang::Zh),
            "加入估算：Standard_NC24ads_A100_v4，西欧（westeurope）"
        );
        assert_eq!(crate::both(|lang| pricing(PricingModel::Payg, lang)), ["payg", "即用即付"]);
    }

    /// The deadline beside the ranking and the frontier's points, in both languages.
    #[test]
    fn the_deadline_and_the_frontiers_points_read_plainly() {
        assert_eq!(
            deadline_used(30.0, true, Lang::En),
            "Deadline used: 30 days, assumed because none was given (set it under \"Finish within\")."
        );
        assert_eq!(deadline_used(1.0, false, Lang::En), "Deadline used: 1 day.");
        assert_eq!(deadline_used(1.5, false, Lang::Zh), "所用期限：1.5 天。");
        assert_eq!(deadline_marker(45.0, Lang::En), "45-day deadline");
        // 715 h ÷ 24 = 29.8 days, written "30 days"; 1 VM is singular.
        let cost = Decimal::new(267_706_899, 2);
        assert_eq!(
            frontier_point(78, 715.0, cost, PricingModel::Payg, Lang::En),
            "78 VMs, 30 days, $2,677,068.99 (payg)"
        );
        // 24,563.5 h ÷ 8,760 = 2.8 years.
        assert_eq!(
            frontier_point(1, 24_563.5, cost, PricingModel::Payg, Lang::Zh),
            "1 台虚拟机，2.8 年，2,677,068.99 美元（即用即付）"
        );
        assert_eq!(
            frontier_summary(("A", "1 VM, 2 days, $1.00 (payg)"), ("B", "x"), Lang::En),
            "Cheapest point: A on 1 VM, 2 days, $1.00 (payg). Fastest point: B on x."
        );
        assert_eq!(
            frontier_summary(("A", "x"), ("A", "x"), Lang::Zh),
            "费用最低且用时最短的点：A，x。"
        );
    }

    /// A ranked size's other regions, named in the reader's language with their totals.
    #[test]
    fn a_sizes_other_regions_read_in_both_languages() {
        assert_eq!(
            crate::both(|lang| region_label("westeurope", "West Europe", lang)),
            ["West Europe (westeurope)", "西欧（westeurope）"]
        );
        assert_eq!(other_regions(1, Lang::En), "1 other region");
        assert_eq!(
            crate::both(|lang| other_regions(3, lang)),
            ["3 other regions", "其他 3 个区域"]
        );
        let cost = Decimal::new(123_400, 2);
        assert_eq!(
            other_region("West Europe (westeurope)", cost, PricingModel::Payg, 720.0, Lang::En),
            "West Europe (westeurope): $1,234.00, payg, 30 days"
        );
        assert_eq!(
            other_region("西欧（westeurope）", cost, PricingModel::Payg, 720.0, Lang::Zh),
            "西欧（westeurope）：1,234.00 美元，即用即付，30 天"
        );
    }

    /// The ranking's pricing column: the model's code in English, as the table and the command
    /// line's `--model` have always spelled it; in Chinese the model's name, the same words the
    /// estimate uses.
    #[test]
    fn the_pricing_column_reads_as_before_in_english_and_by_name_in_chinese() {
        for m in PricingModel::ALL {
            assert_eq!(pricing(m, Lang::En), m.as_str());
            assert_eq!(pricing(m, Lang::Zh), model_name(m, Lang::Zh), "{m:?}");
        }
    }

    /// Figures in the answer: percentages in each language's style, thousands separators on
    /// five-digit figures in both languages, plurals by count in English, regions by name.
    #[test]
    fn figures_plurals_and_regions_are_filled_in_each_languages_style() {
        let fit = Reason::InferenceFit {
            weights_gb: 1600.0,
            kv_cache_gb: 4.3,
            gpus: 2,
            replicas: 1,
            decode_tokens_per_s: 30_548.4,
        };
        assert_eq!(
            crate::both(|lang| reason(&fit, lang)),
            [
                "1600 GB of weights and 4 GB of KV cache take 2 GPUs a replica; 1 replica decode 30,548 tokens/s each.",
                "权重 1600 GB 加 KV 缓存 4 GB，每个副本需要 2 个 GPU；1 个副本每个每秒解码 30,548 个 token。"
            ]
        );
        let one =
            Reason::Parallelism { tensor: 1, heads: 32, vms_per_replica: 1, replicas_per_vm: 1 };
        assert_eq!(
            crate::both(|lang| reason(&one, lang)),
            [
                "Tensor-parallel over 1 GPU (32 attention heads divide evenly); a VM holds 1 replica.",
                "在 1 个 GPU 上做张量并行（32 个注意力头可均分）；每台虚拟机容纳 1 个副本。"
            ]
        );
        let time = reasons_of_every_kind().get(3).map(|r| reason(r, Lang::Zh)).unwrap_or_default();
        assert_eq!(
            time,
            "按峰值 989 TFLOP/s 的 40% 计算（取 4 次公开的 Hopper 预训练运行数据的中位数），作业需要 21 天。"
        );
        assert_eq!(
            crate::both(|lang| band(&Band { pct: 20, runs: 8 }, lang)),
            [
                "±20 %, from 8 published runs held out of the calibration",
                "±20%，依据 8 次未参与校准的公开运行数据"
            ]
        );
        let unpriced = Exclusion::NotPriced { region: Some("westeurope".into()) };
        assert_eq!(
            crate::both(|lang| exclusion(&unpriced, lang)),
            [
                "no allowed pricing model is in the snapshot for westeurope",
                "西欧（westeurope）：所允许的计费方式均暂无价格"
            ]
        );
        assert_eq!(
            exclusion(&Exclusion::Retired { on: Date::new(2025, 9, 30) }, Lang::Zh),
            "已于 2025年9月30日停用"
        );
        assert_eq!(ranked_heading(6, Lang::Zh), "可行规格排名（共 6 个）");
        assert_eq!(ranked_heading(12_345, Lang::En), "Ranked sizes (12,345 feasible)");
        assert_eq!(left_out(40, Lang::Zh), "被排除的规格（共 40 个）");
        let cost = Decimal::new(100, 2);
        assert_eq!(
            frontier_point(2, 48.0, cost, PricingModel::Spot, Lang::En),
            "2 VMs, 2.0 days, $1.00 (spot)"
        );
        assert_eq!(
            add_label("Standard_NC24ads_A100_v4", "westeurope", Lang::En),
            "Add to estimate: Standard_NC24ads_A100_v4 in westeurope"
        );
        let values: Vec<String> =
            inputs_of_every_kind().iter().map(|i| input_value(i, Lang::Zh)).collect();
        assert_eq!(
            values,
            ["微调", "60", "未填写", "2.35", "是", "5", "否", "均可", "是", "Azure 机器学习"]
        );
        assert_eq!(
            branch_line(&Branch::Task { task: TaskKind::Inference, pick: "NV_A10_v5" }, Lang::Zh),
            "所在分支：推理，本指南通常推荐 NV_A10_v5"
        );
    }

    /// The Chinese says 虚拟机, 计费方式, 停用, 暂无价格 and 可用性区域, one term a concept,
    /// in every message and in every worded answer.
    #[test]
    fn the_chinese_uses_one_term_a_concept() {
        let mut texts: Vec<String> = Vec::new();
        for (_, [_, zh]) in MESSAGES {
            // The text as written, without the placeholder marks (control characters).
            texts.push(zh.chars().map(|c| if c.is_control() { ' ' } else { c }).collect());
        }
        texts.extend(reasons_of_every_kind().iter().map(|r| reason(r, Lang::Zh)));
        texts.extend(exclusions_of_every_kind().iter().map(|x| exclusion(x, Lang::Zh)));
        texts.extend(warnings_of_every_kind().iter().map(|w| warning(w, Lang::Zh)));
        texts.extend(branches_of_every_kind().iter().map(|b| branch_line(b, Lang::Zh)));
        let cost = Decimal::new(100, 2);
        texts.push(frontier_point(3, 10.0, cost, PricingModel::Payg, Lang::Zh));
        texts.push(deadline_used(30.0, true, Lang::Zh));
        for t in &texts {
            for word in [
                "定价方式",
                "计价方式",
                "购买方式",
                "退役",
                "无报价",
                "可用区",
                "一年期",
                "三年期",
                "兑换",
                "折换",
                "预留基数",
                " %",
            ] {
                assert!(!t.contains(word), "{word}: {t}");
            }
            // "VM" as a word (not inside "NVMe").
            let b = t.as_bytes();
            let vm = t.match_indices("VM").any(|(i, _)| i == 0 || !b[i - 1].is_ascii_alphabetic());
            assert!(!vm, "VM in Chinese: {t}");
        }
    }
}
