//! The sizing models calibrated on published runs, and checked against runs held out of the
//! calibration.
//!
//! A training run's efficiency is its model FLOPs (6·N·D for dense training, 6·N_active·D for a
//! mixture of experts, 4·N·D for adapters over frozen weights, 6 × forward multiply-adds per
//! image for vision) over its GPU-hours at the GPU's dense peak for the run's precision. The
//! efficiency the tool assumes for a class of work on a generation of GPU is the median of the
//! calibration runs of that class on that generation; without one, the median of the class on
//! every generation; without any, the default of `models.toml`. Inference keeps the two
//! efficiencies measured on one H200 (`[inference]`).
//!
//! Each run of `models.toml` is marked `calibration` or `held-out`; only the first set feeds the
//! medians. [`validate`] predicts every run and states the error on the held-out ones as a band
//! ([`Band`]) that the tool shows beside the times and costs it predicts.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::{InferenceJob, Precision, Shape, SizingData};
use crate::catalog::{Catalog, Generation, Gpu};

/// What kind of work a run or a job is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum WorkClass {
    /// Dense LLM pretraining, or full fine-tuning (the same computation).
    Pretraining,
    /// Mixture-of-experts pretraining: FLOPs on the parameters active per token.
    MoePretraining,
    /// Fine-tuning with adapters (LoRA, QLoRA) over frozen weights.
    FineTuning,
    /// Vision (CNN, ViT) training.
    CvTraining,
    /// Inference's token-by-token decode, bound by memory bandwidth.
    Decode,
    /// Inference's prompt processing, bound by compute.
    Prefill,
}

impl WorkClass {
    /// Whether the class is training (calibrated on runs) rather than inference.
    pub fn is_training(self) -> bool {
        !matches!(self, WorkClass::Decode | WorkClass::Prefill)
    }
}

/// Which set a published run belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Split {
    /// It feeds the calibration.
    Calibration,
    /// It only checks it.
    HeldOut,
}

/// An open model's published shape.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LlmModel {
    /// Key, such as `llama-3.1-70b`.
    pub id: String,
    /// Name.
    pub name: String,
    /// Parameters, as the source states them.
    pub params: f64,
    /// Parameters active per token (mixture of experts).
    #[serde(default)]
    pub active_params: Option<f64>,
    /// Layers.
    pub layers: u32,
    /// Hidden size.
    pub hidden: u32,
    /// Attention heads.
    pub heads: u32,
    /// Key/value heads.
    pub kv_heads: u32,
    /// Dimension of a head.
    pub head_dim: u32,
    /// Vocabulary.
    pub vocab: u32,
    /// Longest context, tokens.
    #[serde(default)]
    pub context: Option<u32>,
    /// Source key.
    pub source: String,
    /// A remark for readers.
    #[serde(default)]
    pub note: Option<String>,
}

impl LlmModel {
    /// Its shape.
    pub fn shape(&self) -> Shape {
        Shape {
            layers: self.layers,
            hidden: self.hidden,
            heads: self.heads,
            kv_heads: self.kv_heads,
            head_dim: Some(self.head_dim),
        }
    }
}

/// A published run: what was run, on what, and what was measured.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Run {
    /// Key.
    pub id: String,
    /// Name.
    pub name: String,
    /// The kind of work.
    pub class: WorkClass,
    /// The catalog's accelerator whose peak and bandwidth the prediction uses.
    pub gpu: String,
    /// The part run on, where its name differs from that record's.
    #[serde(default)]
    pub hardware: Option<String>,
    /// GPUs used, where stated.
    #[serde(default)]
    pub gpus: Option<u32>,
    /// The number format.
    pub precision: Precision,
    /// Parameters (LLMs).
    #[serde(default)]
    pub params: Option<f64>,
    /// Parameters active per token (mixture of experts).
    #[serde(default)]
    pub active_params: Option<f64>,
    /// Tokens trained on.
    #[serde(default)]
    pub tokens: Option<f64>,
    /// `lora` or `full` (fine-tuning).
    #[serde(default)]
    pub method: Option<String>,
    /// A vision preset of `models.toml`.
    #[serde(default)]
    pub cv_model: Option<String>,
    /// Images a pass.
    #[serde(default)]
    pub images: Option<f64>,
    /// Passes.
    #[serde(default)]
    pub epochs: Option<f64>,
    /// An LLM preset of `models.toml` (inference runs).
    #[serde(default)]
    pub preset: Option<String>,
    /// Tokens in the cache while decoding.
    #[serde(default)]
    pub context: Option<u32>,
    /// Prompt tokens (prefill).
    #[serde(default)]
    pub input_tokens: Option<u32>,
    /// Measured GPU-hours (training).
    #[serde(default)]
    pub gpu_hours: Option<f64>,
    /// Measured wall hours on `gpus` (training).
    #[serde(default)]
    pub hours: Option<f64>,
    /// Measured tokens per second (decode: generated; prefill: prompt).
    #[serde(default)]
    pub tokens_per_s: Option<f64>,
    /// Measured milliseconds (prefill: to the first token).
    #[serde(default)]
    pub ms: Option<f64>,
    /// Calibration or held out.
    pub split: Split,
    /// Source key.
    pub source: String,
    /// Where in the source the figure is.
    #[serde(rename = "where", default)]
    pub location: String,
    /// What a reader should know about the run.
    #[serde(default)]
    pub note: String,
}

/// Where an efficiency comes from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Basis {
    /// The median of published runs of the class on the generation.
    Generation {
        /// The class.
        class: WorkClass,
        /// The generation.
        generation: Generation,
        /// Runs.
        runs: u32,
    },
    /// No run on the generation: the median of the class on every generation.
    Class {
        /// The class.
        class: WorkClass,
        /// Runs.
        runs: u32,
    },
    /// No run of the class: the default of `models.toml`.
    Default,
    /// The one H200 measurement inference is calibrated on.
    Measured,
    /// Given by the user.
    Given,
}

/// An efficiency (share of the dense peak reached) and where it comes from.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Efficiency {
    /// Share of peak, 0 to 1.
    pub value: f64,
    /// Its basis.
    pub basis: Basis,
}

/// The error of the tool's predictions on runs held out of the calibration: ± `pct` %, the root
/// mean square of (predicted ÷ measured − 1) rounded up to a multiple of 5, from `runs` runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Band {
    /// Percent.
    pub pct: u32,
    /// Held-out runs it rests on.
    pub runs: u32,
}

fn median(mut v: Vec<f64>) -> Option<f64> {
    v.sort_by(f64::total_cmp);
    let n = v.len();
    match n {
        0 => None,
        _ if n % 2 == 1 => v.get(n / 2).copied(),
        _ => Some((v.get(n / 2 - 1)? + v.get(n / 2)?) / 2.0),
    }
}

/// The calibration: every calibration run's measured efficiency, by class and generation.
#[derive(Debug, Clone, PartialEq)]
pub struct Calibration {
    measured: Vec<(WorkClass, Generation, f64)>,
    default: f64,
}

impl Calibration {
    /// Reads the calibration runs of `sizing` against the catalog's accelerators.
    pub fn new(sizing: &SizingData, catalog: &Catalog) -> Calibration {
        let measured = sizing
            .runs
            .iter()
            .filter(|r| r.split == Split::Calibration && r.class.is_training())
            .filter_map(|r| {
                let gpu = catalog.gpu(&r.gpu)?;
                Some((r.class, gpu.generation?, measured_efficiency(r, gpu, sizing)?))
            })
            .collect();
        Calibration { measured, default: sizing.training.default_mfu }
    }

    /// The efficiency assumed for `class` on `generation`.
    pub fn efficiency(&self, class: WorkClass, generation: Option<Generation>) -> Efficiency {
        let of = |keep: &dyn Fn(&(WorkClass, Generation, f64)) -> bool| {
            let v: Vec<f64> = self.measured.iter().filter(|m| keep(m)).map(|m| m.2).collect();
            let n = u32::try_from(v.len()).unwrap_or(u32::MAX);
            median(v).map(|m| (m, n))
        };
        if let Some(g) = generation
            && let Some((value, runs)) = of(&|m| m.0 == class && m.1 == g)
        {
            return Efficiency { value, basis: Basis::Generation { class, generation: g, runs } };
        }
        match of(&|m| m.0 == class) {
            Some((value, runs)) => Efficiency { value, basis: Basis::Class { class, runs } },
            None => Efficiency { value: self.default, basis: Basis::Default },
        }
    }
}

/// A training run's model FLOPs, or `None` when it lacks a figure it needs.
pub fn run_flops(r: &Run, sizing: &SizingData) -> Option<f64> {
    match r.class {
        WorkClass::Pretraining => Some(6.0 * r.params? * r.tokens?),
        WorkClass::MoePretraining => Some(6.0 * r.active_params? * r.tokens?),
        WorkClass::FineTuning => {
            let per = if r.method.as_deref() == Some("lora") { 4.0 } else { 6.0 };
            Some(per * r.params? * r.tokens?)
        }
        WorkClass::CvTraining => {
            let id = r.cv_model.as_deref()?;
            let gmacs = sizing.cv_models.iter().find(|m| m.id == id)?.forward_gmacs;
            Some(r.images? * r.epochs? * 6.0 * gmacs * 1e9)
        }
        WorkClass::Decode | WorkClass::Prefill => None,
    }
}

fn measured_gpu_hours(r: &Run) -> Option<f64> {
    r.gpu_hours.or_else(|| Some(r.hours? * f64::from(r.gpus?)))
}

/// A training run's measured efficiency.
fn measured_efficiency(r: &Run, gpu: &Gpu, sizing: &SizingData) -> Option<f64> {
    let peak = r.precision.peak_tflops(gpu)?;
    Some(run_flops(r, sizing)? / (measured_gpu_hours(r)? * 3600.0 * peak * 1e12))
}

/// One run, predicted.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Check<'a> {
    /// The run.
    pub run: &'a Run,
    /// The tool's prediction: GPU-hours (training), seconds a token (decode) or seconds for the
    /// prompt (prefill).
    pub predicted: f64,
    /// What was measured, in the same unit.
    pub measured: f64,
    /// Predicted ÷ measured: above 1 the tool expects it to take longer than it did.
    pub ratio: f64,
    /// The efficiency the prediction used.
    pub efficiency: Efficiency,
}

/// Every run predicted, and the error bands on the held-out ones.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Validation<'a> {
    /// One check a run, in the order of `models.toml`.
    pub checks: Vec<Check<'a>>,
    /// Training runs left out because a figure they need is missing.
    pub unchecked: Vec<&'a str>,
    /// Error on the held-out training runs.
    pub training: Option<Band>,
    /// Error on the held-out inference runs.
    pub inference: Option<Band>,
}

fn band<'a>(checks: impl Iterator<Item = &'a Check<'a>>) -> Option<Band> {
    let errors: Vec<f64> = checks.map(|c| c.ratio - 1.0).collect();
    let n = errors.len();
    if n == 0 {
        return None;
    }
    let rms = (errors.iter().map(|e| e * e).sum::<f64>() / n as f64).sqrt();
    // Rounded up to a multiple of 5 %; bounded, so the cast keeps its value.
    let pct = ((rms * 100.0 / 5.0).ceil() * 5.0).min(1.0e6) as u32;
    Some(Band { pct, runs: u32::try_from(n).unwrap_or(u32::MAX) })
}

/// The shape an inference run's preset gives.
fn preset<'a>(sizing: &'a SizingData, r: &Run) -> Option<&'a LlmModel> {
    let id = r.preset.as_deref()?;
    sizing.llm_models.iter().find(|m| m.id == id)
}

/// Predicts one run with the calibration.
pub fn check<'a>(
    r: &'a Run,
    sizing: &SizingData,
    catalog: &Catalog,
    cal: &Calibration,
) -> Option<Check<'a>> {
    let gpu = catalog.gpu(&r.gpu)?;
    let gpus = f64::from(r.gpus.unwrap_or(1));
    let (predicted, measured, efficiency) = match r.class {
        WorkClass::Decode => {
            let m = preset(sizing, r)?;
            let job = InferenceJob {
                shape: Some(m.shape()),
                context: r.context?,
                concurrent: 1,
                ..InferenceJob::default_for(m.params)
            };
            let job = InferenceJob { precision: r.precision, ..job };
            let step = job.decode_step_seconds(gpus, gpu.bandwidth_gbs?, &sizing.inference);
            let eff = Efficiency {
                value: sizing.inference.decode_bandwidth_efficiency,
                basis: Basis::Measured,
            };
            (step, 1.0 / r.tokens_per_s?, eff)
        }
        WorkClass::Prefill => {
            let m = preset(sizing, r)?;
            let tokens = f64::from(r.input_tokens?);
            let peak = r.precision.peak_tflops(gpu)?;
            let job =
                InferenceJob { precision: r.precision, ..InferenceJob::default_for(m.params) };
            let s = tokens / job.prefill_tokens_per_s(gpus, peak, &sizing.inference);
            let measured = r.ms.map(|ms| ms / 1000.0).or_else(|| Some(tokens / r.tokens_per_s?))?;
            let eff = Efficiency {
                value: sizing.inference.prefill_compute_efficiency,
                basis: Basis::Measured,
            };
            (s, measured, eff)
        }
        _ => {
            let efficiency = cal.efficiency(r.class, gpu.generation);
            let peak = r.precision.peak_tflops(gpu)?;
            let predicted = run_flops(r, sizing)? / (peak * 1e12 * efficiency.value) / 3600.0;
            (predicted, measured_gpu_hours(r)?, efficiency)
        }
    };
    Some(Check { run: r, predicted, measured, ratio: predicted / measured, efficiency })
}

/// Predicts every run of `models.toml` and states the held-out error.
pub fn validate<'a>(sizing: &'a SizingData, catalog: &Catalog) -> Validation<'a> {
    let cal = Calibration::new(sizing, catalog);
    let mut checks = Vec::new();
    let mut unchecked = Vec::new();
    for r in &sizing.runs {
        match check(r, sizing, catalog, &cal) {
            Some(c) => checks.push(c),
            None => unchecked.push(r.id.as_str()),
        }
    }
    let held = |training: bool| {
        band(
            checks
                .iter()
                .filter(|c| c.run.split == Split::HeldOut && c.run.class.is_training() == training),
        )
    };
    let (training, inference) = (held(true), held(false));
    Validation { checks, unchecked, training, inference }
}

/// A number with three significant figures, as the validation table writes it.
fn sig3(x: f64) -> String {
    if x == 0.0 || !x.is_finite() {
        return format!("{x}");
    }
    let digits = 2 - x.abs().log10().floor() as i32;
    if digits >= 0 {
        format!("{x:.prec$}", prec = usize::try_from(digits).unwrap_or(0))
    } else {
        let p = 10f64.powi(-digits);
        format!("{}", (x / p).round() * p)
    }
}

/// A source's address for a reader: its page, or its file on GitHub at the commit read.
fn source_link(catalog: &Catalog, key: &str) -> String {
    let Some(s) = catalog.sources.iter().find(|s| s.id == key) else {
        return key.to_owned();
    };
    let url = match (&s.url, &s.repo, &s.path, &s.commit) {
        (Some(u), ..) => u.clone(),
        (None, Some(r), Some(p), Some(c)) => format!("https://github.com/{r}/blob/{c}/{p}"),
        (None, Some(r), Some(p), None) => format!("https://github.com/{r}/blob/HEAD/{p}"),
        _ => return s.title.clone(),
    };
    let date = s.date.map(|d| format!(", {d}")).unwrap_or_default();
    format!("[{}]({url}){date}", s.title.replace('|', "/"))
}

fn unit(class: WorkClass) -> &'static str {
    match class {
        WorkClass::Decode => "s a token",
        WorkClass::Prefill => "s to the first token",
        _ => "GPU-hours",
    }
}

/// `docs/validation.md`: every published run, the tool's prediction and its ratio, the
/// calibrated efficiencies and the held-out error. A test regenerates it.
pub fn validation_markdown(sizing: &SizingData, catalog: &Catalog) -> String {
    let v = validate(sizing, catalog);
    let cal = Calibration::new(sizing, catalog);
    let mut md = String::from(VALIDATION_METHOD);
    md.push_str(&held_out_section(&v));
    md.push_str(&efficiency_section(&v, &cal, catalog));
    md.push_str(&runs_section(&v, catalog));
    md.push_str(&run_notes_section(sizing, &v));
    md.push_str(&super::scaling::validation_markdown());
    md.push_str(NOT_USED);
    md
}

/// The validation page's title and method.
const VALIDATION_METHOD: &str = "# Validation: the sizing models against published runs\n\n\
     Generated from `content/data/models.toml` by the core (`sizing::calibration`); a test \
     regenerates it and fails when it drifts (`UPDATE_EXPECT=1 cargo test -p gpuplan-core \
     validation` rewrites it).\n\n\
     ## Method\n\n\
     - **Training.** A run's efficiency is its model FLOPs over its GPU-hours at the GPU's \
     dense peak for the run's precision. Model FLOPs are 6·N·D for dense training, 6·N_active·D \
     for a mixture of experts, 4·N·D for LoRA over frozen weights, and 6 × the forward \
     multiply-adds × images × epochs for vision. The tool assumes, for a class of work on a GPU \
     generation, the median efficiency of the **calibration** runs of that class on that \
     generation; without one, the median of the class on every generation; without any, the \
     default of `models.toml`.\n\
     - **Inference.** Decode is bound by memory bandwidth (weights and cache read once a step), \
     prefill by compute (2·N FLOPs a token); both use the efficiencies measured on one H200 \
     (`[inference]` in `models.toml`), so every published inference run is held out.\n\
     - **Held out.** Runs marked held-out never feed a median: their ratio is the tool's error \
     on work it was not fitted to. The band shown beside predicted times is the root mean \
     square of (predicted ÷ measured − 1) over them, rounded up to a multiple of 5 %.\n\
     - **Ratio** = predicted ÷ measured time: above 1 the tool expects the work to take longer \
     than it did, below 1 it is optimistic.\n\n";

/// The validation page's last section: published figures left out, and why.
const NOT_USED: &str = "\n## Published figures not used\n\n\
     - Throughput studies that did not train to completion (Megatron-LM's 8.3 B scaling runs \
     on V100, the Frontier MI250X studies of 175 B and 1 T models): no tokens-and-time pair.\n\
     - MLPerf's Llama 2 70B LoRA on 8 × B200: the catalog has no B200 record, so no sourced \
     peak to divide by.\n\
     - OPT-175B's \"33 days\" is an idealised estimate in its logbook, not a measured time; \
     MPT-7B's GPU count and Falcon-180B's GPU-hours were seen only second-hand.\n";

/// The section on the error: the held-out bands, and the largest error on the calibration runs.
fn held_out_section(v: &Validation<'_>) -> String {
    let mut md = String::from("## Error on held-out runs\n\n");
    for (what, b) in [("Training", v.training), ("Inference (decode and prefill)", v.inference)] {
        match b {
            Some(b) => {
                let _ = writeln!(md, "- {what}: **±{} %**, from {} held-out runs.", b.pct, b.runs);
            }
            None => {
                let _ = writeln!(md, "- {what}: no held-out run.");
            }
        }
    }
    let fit: Vec<f64> = v
        .checks
        .iter()
        .filter(|c| c.run.split == Split::Calibration)
        .map(|c| (c.ratio - 1.0).abs())
        .collect();
    if let Some(worst) = fit.iter().copied().reduce(f64::max) {
        let _ = writeln!(
            md,
            "- On the {} calibration runs themselves, the largest error is {:.0} % (a median \
             leaves the others in its cell off it).",
            fit.len(),
            worst * 100.0
        );
    }
    md
}

/// The table of calibrated training efficiencies: one row for each class and GPU generation the
/// training runs cover, with what the efficiency rests on.
fn efficiency_section(v: &Validation<'_>, cal: &Calibration, catalog: &Catalog) -> String {
    let mut md = String::from("\n## Calibrated training efficiency\n\n");
    md.push_str("| Class | Generation | Efficiency | Basis |\n|---|---|---|---|\n");
    let mut cells: Vec<(WorkClass, Generation)> = Vec::new();
    for c in v.checks.iter().filter(|c| c.run.class.is_training()) {
        if let Some(g) = catalog.gpu(&c.run.gpu).and_then(|g| g.generation)
            && !cells.contains(&(c.run.class, g))
        {
            cells.push((c.run.class, g));
        }
    }
    cells.sort();
    for (class, g) in cells {
        let e = cal.efficiency(class, Some(g));
        let basis = match e.basis {
            Basis::Generation { runs, .. } => format!("median of {runs} calibration run(s)"),
            Basis::Class { runs, .. } => format!("none on this generation: class median of {runs}"),
            Basis::Default => "default".to_owned(),
            Basis::Measured | Basis::Given => String::new(),
        };
        let _ = writeln!(md, "| {class:?} | {} | {:.1} % | {basis} |", g.name(), e.value * 100.0);
    }
    md
}

/// The table of runs: each checked run's measured and predicted figures, ratio, set and source.
fn runs_section(v: &Validation<'_>, catalog: &Catalog) -> String {
    let mut md = String::from("\n## Runs\n\n");
    md.push_str(
        "| Run | Class | Hardware | GPUs | Measured | Predicted | Ratio | Set | Source |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    for c in &v.checks {
        let r = c.run;
        let hardware = r.hardware.clone().unwrap_or_else(|| {
            catalog.gpu(&r.gpu).map_or_else(|| r.gpu.clone(), |g| g.name.clone())
        });
        let gpus = r.gpus.map_or_else(|| "–".to_owned(), |g| g.to_string());
        let set = match r.split {
            Split::Calibration => "calibration",
            Split::HeldOut => "**held out**",
        };
        let _ = writeln!(
            md,
            "| {} | {:?} | {hardware} | {gpus} | {} {} | {} | {:.2} | {set} | {} |",
            r.name.replace('|', "/"),
            r.class,
            sig3(c.measured),
            unit(r.class),
            sig3(c.predicted),
            c.ratio,
            source_link(catalog, &r.source)
        );
    }
    md
}

/// What each run of `models.toml` is and where its figure is, then the runs not checked.
fn run_notes_section(sizing: &SizingData, v: &Validation<'_>) -> String {
    let mut md = String::from("\n## What each run is\n\n");
    for r in &sizing.runs {
        let _ = writeln!(md, "- **{}** ({}): {} Figure: {}.", r.name, r.id, r.note, r.location);
    }
    if !v.unchecked.is_empty() {
        let _ = writeln!(md, "\nNot checked (a figure is missing): {}.", v.unchecked.join(", "));
    }
    md
}
