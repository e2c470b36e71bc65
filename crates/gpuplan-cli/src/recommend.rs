//! `gpuplan recommend` and `gpuplan size`: a workload as JSON (file or stdin) or from flags.
//!
//! From flags, the workload is built as the core's typed [`Workload`] directly: every option a
//! flag leaves out takes the core's default ([`TrainingJob::default_for`],
//! [`InferenceJob::default_for`]), the same one a JSON job that leaves the field out reads as,
//! so the two ways in give the same job. Both commands state the job they used.
//!
//! Hook for model presets: a `--preset NAME` flag would fill `params` and the shape from the
//! presets' data before the flags below override them; [`job_from_flags`] is where it goes.

use std::io::Write;

use anyhow::anyhow;
use gpuplan_core::calc::USABLE_MEMORY_FRACTION;
use gpuplan_core::catalog::{Catalog, Os};
use gpuplan_core::dataset::{self, Dataset};
use gpuplan_core::sizing::tree::{
    self, Candidate, Excluded, Framework, Frontier, Platform, Step, Task, Workload,
};
use gpuplan_core::sizing::{
    CvJob, DEFAULT_LORA_RANK, FineTune, InferenceJob, Optimizer, Precision, Shape, Sharding,
    SizingError, TrainingJob, parse_quantity,
};
use gpuplan_i18n::cli::{self as cli_words, CliMsg};
use gpuplan_i18n::wizard as words;
use gpuplan_i18n::{Lang, calc as calc_words, format, problems};
use rust_decimal::Decimal;
use serde::Serialize;

use crate::text::pad;

/// The task, for the flags.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum TaskFlag {
    /// Pretraining or full training.
    Training,
    /// Fine-tuning: full, LoRA or QLoRA.
    FineTuning,
    /// Serving a model.
    Inference,
    /// Computer-vision training.
    CvTraining,
}

impl TaskFlag {
    fn name(self) -> &'static str {
        match self {
            TaskFlag::Training => "training",
            TaskFlag::FineTuning => "fine-tuning",
            TaskFlag::Inference => "inference",
            TaskFlag::CvTraining => "cv-training",
        }
    }
}

/// Sharding, for the flags.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum ShardingFlag {
    None,
    Zero1,
    Zero2,
    Zero3,
    Fsdp,
}

/// Precision, for the flags.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum PrecisionFlag {
    Bf16,
    Fp16,
    Fp8,
    Int8,
    Int4,
}

/// Optimizer, for the flags.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum OptimizerFlag {
    Adamw,
    Adam8bit,
    Sgd,
}

/// What trains, for the flags.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum MethodFlag {
    Full,
    Lora,
    Qlora,
}

/// On or off.
#[derive(Clone, Copy, clap::ValueEnum)]
pub(crate) enum OnOff {
    On,
    Off,
}

/// Where the workload comes from: a JSON file, or the flags. A flag left out takes the core's
/// default, which a JSON job leaving the field out takes too; the output states every value
/// used.
#[derive(clap::Args)]
pub(crate) struct WorkloadArgs {
    /// A workload JSON file, or `-` for stdin (docs/sizing.md). Or use the flags below.
    path: Option<String>,
    /// The task [default: training].
    #[arg(long, value_enum)]
    task: Option<TaskFlag>,
    /// Parameters, with units: 70B (training, fine-tuning, inference).
    #[arg(long)]
    params: Option<String>,
    /// Tokens to train on, with units: 2T (training, fine-tuning).
    #[arg(long)]
    tokens: Option<String>,
    /// Sharding of training state [default: zero3].
    #[arg(long, value_enum)]
    sharding: Option<ShardingFlag>,
    /// Full activation checkpointing [default: on].
    #[arg(long, value_enum)]
    checkpointing: Option<OnOff>,
    /// Number format: bf16, fp16 or fp8 for training; also int8, int4 for inference weights
    /// [default: bf16].
    #[arg(long, value_enum)]
    precision: Option<PrecisionFlag>,
    /// Optimizer [default: adamw].
    #[arg(long, value_enum)]
    optimizer: Option<OptimizerFlag>,
    /// Full training, or LoRA / QLoRA adapters [default: full].
    #[arg(long, value_enum)]
    method: Option<MethodFlag>,
    /// Adapter rank, with --method lora or qlora [default: 16].
    #[arg(long)]
    rank: Option<u32>,
    /// Sequence length in tokens: 4k [default: 2048].
    #[arg(long)]
    seq_len: Option<String>,
    /// Sequences per GPU per step [default: 1].
    #[arg(long)]
    micro_batch: Option<u32>,
    /// Model FLOPs utilisation: 40% or 0.4 [default: the calibrated figure].
    #[arg(long)]
    mfu: Option<String>,
    /// The model's layers (with --hidden and --heads); derived from --params when absent.
    #[arg(long)]
    layers: Option<u32>,
    /// The model's hidden size (with --layers and --heads).
    #[arg(long)]
    hidden: Option<u32>,
    /// The model's attention heads (with --layers and --hidden).
    #[arg(long)]
    heads: Option<u32>,
    /// Key/value heads, fewer than the heads with grouped-query attention [default: the heads].
    #[arg(long)]
    kv_heads: Option<u32>,
    /// An open model's published size and shape (models.toml): llama-3.1-8b, llama-3.1-70b,
    /// llama-3.1-405b, qwen2.5-72b, mixtral-8x7b, deepseek-v3 … The flags above override it.
    #[arg(long)]
    preset: Option<String>,
    /// Context per request (inference), with units: 8k [default: 2048].
    #[arg(long)]
    context: Option<String>,
    /// Concurrent requests (inference) [default: 1].
    #[arg(long)]
    concurrent: Option<u32>,
    /// Tokens per second wanted across all requests (inference); replicas are added to reach it.
    #[arg(long)]
    tokens_per_s: Option<String>,
    /// The longest a decode step may take, ms (inference); GPUs are added to a replica.
    #[arg(long)]
    ms_per_token: Option<f64>,
    /// A computer-vision preset (cv-training): resnet50 or vit-b-16.
    #[arg(long)]
    cv_model: Option<String>,
    /// Forward multiply-adds per image, billions (cv-training), instead of --cv-model.
    #[arg(long)]
    gmacs: Option<f64>,
    /// Images in the dataset (cv-training), with units: 1.28M.
    #[arg(long)]
    images: Option<String>,
    /// Passes over the dataset (cv-training).
    #[arg(long)]
    epochs: Option<f64>,
    /// Region; every region when absent.
    #[arg(long)]
    region: Option<String>,
    /// The job survives interruptions (allows Spot).
    #[arg(long)]
    interruptible: bool,
    /// Finish training within this many days (30 assumed when absent, and said so).
    #[arg(long)]
    days: Option<f64>,
    /// The most VMs a job may span over InfiniBand (100 when absent).
    #[arg(long)]
    max_vms: Option<u32>,
    /// The job needs confidential computing: only confidential sizes are ranked.
    #[arg(long)]
    confidential: bool,
    /// Inference: a replica may span VMs over InfiniBand (pipeline stages).
    #[arg(long)]
    multi_vm_replica: bool,
    /// `size` only: the accelerators whose key (h100-sxm) or name (H100) matches.
    #[arg(long)]
    gpu: Option<String>,
    /// Judge lifecycle stages on this date (YYYY-MM-DD).
    #[arg(long)]
    today: Option<String>,
    /// Print JSON.
    #[arg(long)]
    json: bool,
    /// Rows to show.
    #[arg(long, default_value_t = 10)]
    top: usize,
}

/// The flags that describe a job, and the tasks each applies to. (`--region`,
/// `--interruptible` and `--days` are about where and when, not the job: they apply to a
/// workload file too, over its values.)
const TRAINING: &[TaskFlag] = &[TaskFlag::Training, TaskFlag::FineTuning];
const LLM: &[TaskFlag] = &[TaskFlag::Training, TaskFlag::FineTuning, TaskFlag::Inference];
const INFERENCE: &[TaskFlag] = &[TaskFlag::Inference];
const CV: &[TaskFlag] = &[TaskFlag::CvTraining];
const MFU_TASKS: &[TaskFlag] = &[TaskFlag::Training, TaskFlag::FineTuning, TaskFlag::CvTraining];
const ANY: &[TaskFlag] =
    &[TaskFlag::Training, TaskFlag::FineTuning, TaskFlag::Inference, TaskFlag::CvTraining];

impl WorkloadArgs {
    /// Each job flag given, with the tasks it applies to.
    fn job_flags(&self) -> Vec<(&'static str, &'static [TaskFlag])> {
        let flags: Vec<(&'static str, bool, &'static [TaskFlag])> = vec![
            ("--task", self.task.is_some(), ANY),
            ("--params", self.params.is_some(), LLM),
            ("--preset", self.preset.is_some(), LLM),
            ("--tokens", self.tokens.is_some(), TRAINING),
            ("--sharding", self.sharding.is_some(), TRAINING),
            ("--checkpointing", self.checkpointing.is_some(), TRAINING),
            ("--precision", self.precision.is_some(), LLM),
            ("--optimizer", self.optimizer.is_some(), TRAINING),
            ("--method", self.method.is_some(), TRAINING),
            ("--rank", self.rank.is_some(), TRAINING),
            ("--seq-len", self.seq_len.is_some(), TRAINING),
            ("--micro-batch", self.micro_batch.is_some(), TRAINING),
            ("--mfu", self.mfu.is_some(), MFU_TASKS),
            ("--layers", self.layers.is_some(), LLM),
            ("--hidden", self.hidden.is_some(), LLM),
            ("--heads", self.heads.is_some(), LLM),
            ("--kv-heads", self.kv_heads.is_some(), LLM),
            ("--context", self.context.is_some(), INFERENCE),
            ("--concurrent", self.concurrent.is_some(), INFERENCE),
            ("--tokens-per-s", self.tokens_per_s.is_some(), INFERENCE),
            ("--ms-per-token", self.ms_per_token.is_some(), INFERENCE),
            ("--cv-model", self.cv_model.is_some(), CV),
            ("--gmacs", self.gmacs.is_some(), CV),
            ("--images", self.images.is_some(), CV),
            ("--epochs", self.epochs.is_some(), CV),
        ];
        flags.into_iter().filter(|(_, given, _)| *given).map(|(f, _, t)| (f, t)).collect()
    }
}

/// An option's problem, worded: `--params: …`.
fn flag(name: &str, message: &str, lang: Lang) -> anyhow::Error {
    anyhow!("{}", cli_words::flag_error(name, message, lang))
}

/// The flag that sets a field of the core's job, for its errors on the flags' path.
fn flag_of(field: &str) -> Option<&'static str> {
    Some(match field {
        "params" => "--params",
        "tokens" => "--tokens",
        "seq_len" => "--seq-len",
        "micro_batch" => "--micro-batch",
        "mfu" => "--mfu",
        "method.rank" => "--rank",
        "precision" => "--precision",
        "shape.layers" => "--layers",
        "shape.hidden" => "--hidden",
        "shape.heads" => "--heads",
        "shape.kv_heads" => "--kv-heads",
        "context" => "--context",
        "concurrent" => "--concurrent",
        "target_tokens_per_s" => "--tokens-per-s",
        "target_ms_per_token" => "--ms-per-token",
        "model" => "--cv-model",
        "forward_gmacs" => "--gmacs",
        "images" => "--images",
        "epochs" => "--epochs",
        "region" => "--region",
        "max_days" => "--days",
        _ => return None,
    })
}

/// A sizing error worded; on the flags' path, named by its flag.
fn sizing_problem(e: &SizingError, from_flags: bool, lang: Lang) -> anyhow::Error {
    match flag_of(&e.field).filter(|_| from_flags) {
        Some(f) => flag(f, &problems::sizing(&e.kind, lang), lang),
        None => anyhow!("{}", problems::sizing_error(e, lang)),
    }
}

/// A count with units (`70B`, `4k`), or the flag's problem.
fn quantity(name: &str, v: Option<&str>, lang: Lang) -> anyhow::Result<Option<f64>> {
    v.map(|t| parse_quantity(t).map_err(|e| flag(name, &problems::quantity(&e, lang), lang)))
        .transpose()
}

/// A count for a `u32` field; a value past its range stays past the core's limit (saturating),
/// which then names it.
fn count(v: f64) -> u32 {
    v.round() as u32
}

/// `40%` or `0.4`.
fn share(name: &str, v: Option<&str>, lang: Lang) -> anyhow::Result<Option<f64>> {
    let Some(t) = v else { return Ok(None) };
    let (number, per_cent) = match t.trim().strip_suffix('%') {
        Some(n) => (n, true),
        None => (t, false),
    };
    let x = parse_quantity(number).map_err(|e| flag(name, &problems::quantity(&e, lang), lang))?;
    Ok(Some(if per_cent { x / 100.0 } else { x }))
}

/// The shape the flags give: all of --layers, --hidden and --heads, or none (then --kv-heads
/// alone changes the shape derived from the parameters).
fn shape(args: &WorkloadArgs, params: f64, lang: Lang) -> anyhow::Result<Option<Shape>> {
    let needs = || CliMsg::ShapeNeedsAll.text(lang);
    let shape = match (args.layers, args.hidden, args.heads) {
        (None, None, None) => None,
        (Some(layers), Some(hidden), Some(heads)) => {
            Some(Shape { layers, hidden, heads, kv_heads: heads, head_dim: None })
        }
        (None, ..) => return Err(flag("--layers", needs(), lang)),
        (_, None, _) => return Err(flag("--hidden", needs(), lang)),
        (_, _, None) => return Err(flag("--heads", needs(), lang)),
    };
    Ok(match (shape, args.kv_heads) {
        (s, None) => s,
        (s, Some(kv_heads)) => {
            Some(Shape { kv_heads, ..s.unwrap_or_else(|| Shape::from_params(params)) })
        }
    })
}

/// The task from the flags, each option the flags leave out at the core's default.
fn job_from_flags(args: &WorkloadArgs, task: TaskFlag, lang: Lang) -> anyhow::Result<Task> {
    if task == TaskFlag::CvTraining {
        let images = quantity("--images", args.images.as_deref(), lang)?
            .ok_or_else(|| flag("--images", CliMsg::GiveImages.text(lang), lang))?;
        let epochs =
            args.epochs.ok_or_else(|| flag("--epochs", CliMsg::GiveEpochs.text(lang), lang))?;
        return Ok(Task::CvTraining(CvJob {
            model: args.cv_model.clone(),
            forward_gmacs: args.gmacs,
            images,
            epochs,
            mfu: share("--mfu", args.mfu.as_deref(), lang)?,
        }));
    }
    // A preset gives the size and the shape; the flags override them.
    let preset = match args.preset.as_deref() {
        None => None,
        Some(id) => {
            let d = load(lang)?;
            let Some(m) = d.sizing.llm_model(id).cloned() else {
                let known: Vec<&str> = d.sizing.llm_models.iter().map(|m| m.id.as_str()).collect();
                return Err(flag("--preset", &cli_words::unknown_preset(id, &known, lang), lang));
            };
            Some(m)
        }
    };
    let params = match (quantity("--params", args.params.as_deref(), lang)?, &preset) {
        (Some(p), _) => p,
        (None, Some(m)) => m.params,
        (None, None) => return Err(flag("--params", CliMsg::GiveParams.text(lang), lang)),
    };
    let precision = args.precision.map(|p| match p {
        PrecisionFlag::Bf16 => Precision::Bf16,
        PrecisionFlag::Fp16 => Precision::Fp16,
        PrecisionFlag::Fp8 => Precision::Fp8,
        PrecisionFlag::Int8 => Precision::Int8,
        PrecisionFlag::Int4 => Precision::Int4,
    });
    let given = shape(args, params, lang)?;
    let shape = match (&preset, args.layers) {
        (Some(m), None) => {
            Some(Shape { kv_heads: args.kv_heads.unwrap_or(m.kv_heads), ..m.shape() })
        }
        _ => given,
    };
    if task == TaskFlag::Inference {
        let mut job = InferenceJob::default_for(params);
        job.precision = precision.unwrap_or(job.precision);
        if let Some(c) = quantity("--context", args.context.as_deref(), lang)? {
            job.context = count(c);
        }
        job.concurrent = args.concurrent.unwrap_or(job.concurrent);
        job.target_tokens_per_s = quantity("--tokens-per-s", args.tokens_per_s.as_deref(), lang)?;
        job.target_ms_per_token = args.ms_per_token;
        job.shape = shape;
        return Ok(Task::Inference(job));
    }
    let tokens = quantity("--tokens", args.tokens.as_deref(), lang)?
        .ok_or_else(|| flag("--tokens", CliMsg::GiveTokens.text(lang), lang))?;
    let mut job = TrainingJob::default_for(params, tokens);
    job.active_params = preset.as_ref().and_then(|m| m.active_params);
    job.precision = precision.unwrap_or(job.precision);
    if let Some(o) = args.optimizer {
        job.optimizer = match o {
            OptimizerFlag::Adamw => Optimizer::Adamw,
            OptimizerFlag::Adam8bit => Optimizer::Adam8bit,
            OptimizerFlag::Sgd => Optimizer::Sgd,
        };
    }
    if let Some(s) = args.sharding {
        job.sharding = match s {
            ShardingFlag::None => Sharding::None,
            ShardingFlag::Zero1 => Sharding::Zero1,
            ShardingFlag::Zero2 => Sharding::Zero2,
            ShardingFlag::Zero3 => Sharding::Zero3,
            ShardingFlag::Fsdp => Sharding::Fsdp,
        };
    }
    if let Some(c) = args.checkpointing {
        job.checkpointing = matches!(c, OnOff::On);
    }
    let rank = args.rank.unwrap_or(DEFAULT_LORA_RANK);
    job.method = match args.method {
        None | Some(MethodFlag::Full) if args.rank.is_some() => {
            return Err(flag("--rank", CliMsg::RankNeedsAdapters.text(lang), lang));
        }
        None => job.method,
        Some(MethodFlag::Full) => FineTune::Full,
        Some(MethodFlag::Lora) => FineTune::Lora { rank },
        Some(MethodFlag::Qlora) => FineTune::Qlora { rank },
    };
    if let Some(s) = quantity("--seq-len", args.seq_len.as_deref(), lang)? {
        job.seq_len = count(s);
    }
    job.micro_batch = args.micro_batch.unwrap_or(job.micro_batch);
    job.mfu = share("--mfu", args.mfu.as_deref(), lang)?;
    job.shape = shape;
    Ok(if task == TaskFlag::FineTuning { Task::FineTuning(job) } else { Task::Training(job) })
}

/// The workload from the file, or from the flags (then validated with errors naming flags).
/// Returns it and whether it came from the flags.
fn workload(args: &WorkloadArgs, lang: Lang) -> anyhow::Result<(Workload, bool)> {
    let given = args.job_flags();
    if let Some(p) = args.path.as_deref() {
        if let Some((f, _)) = given.first() {
            return Err(flag(f, &cli_words::file_or_flags(p, lang), lang));
        }
        let text = crate::read_input(p, lang)?;
        let mut w =
            tree::parse(&text).map_err(|e| anyhow!("{}", problems::sizing_error(&e, lang)))?;
        // The questions around the job, given as flags, answer over the file's.
        w.region = args.region.clone().or(w.region);
        w.interruptible |= args.interruptible;
        w.max_days = args.days.or(w.max_days);
        w.max_vms = args.max_vms.or(w.max_vms);
        w.confidential |= args.confidential;
        w.multi_vm_replica |= args.multi_vm_replica;
        return Ok((w, false));
    }
    let task = args.task.unwrap_or(TaskFlag::Training);
    if let Some((f, _)) = given.iter().find(|(_, tasks)| !tasks.contains(&task)) {
        return Err(flag(f, &cli_words::not_for_task(task.name(), lang), lang));
    }
    let w = Workload {
        task: job_from_flags(args, task, lang)?,
        region: args.region.clone(),
        os: Os::Linux,
        interruptible: args.interruptible,
        data_tb: 0.0,
        framework: Framework::Any,
        containers: false,
        platform: Platform::Vm,
        usable_memory_fraction: USABLE_MEMORY_FRACTION,
        discount_pct: Decimal::ZERO,
        max_days: args.days,
        max_vms: args.max_vms,
        confidential: args.confidential,
        multi_vm_replica: args.multi_vm_replica,
    };
    Ok((w, true))
}

fn load(lang: Lang) -> anyhow::Result<Dataset> {
    dataset::embedded().map_err(|e| anyhow!("{}", cli_words::catalog_invalid(e.len(), lang)))
}

/// The ranking's columns: (width, aligned left).
const COLUMNS: [(usize, bool); 8] = [
    (4, true),
    (38, true),
    (14, true),
    (4, false),
    (6, false),
    (16, true),
    (10, false),
    (16, false),
];

/// A row of the ranking, its cells padded to [`COLUMNS`] and joined by a space.
fn ranked_row(cells: &[String]) -> String {
    cells.iter().zip(COLUMNS).map(|(c, (w, left))| pad(c, w, left)).collect::<Vec<_>>().join(" ")
}

/// The GPUs a candidate uses, exactly: its VMs × its size's GPU count (a fraction for a
/// partition: one VM of a third of a GPU is `1/3`), reduced; or the figure to three places
/// for a size the catalog lacks.
fn gpus_fraction(c: &Catalog, cand: &Candidate) -> String {
    match c.size(&cand.size) {
        Some(s) => gpuplan_i18n::format::gpus(s.gpu_count.times(cand.vms)),
        None => format!("{:.3}", cand.gpus).trim_end_matches('0').trim_end_matches('.').to_owned(),
    }
}

/// A ranked size in `--json`: the core's candidate and its GPUs as an exact fraction.
#[derive(Serialize)]
struct RankedOut<'a> {
    #[serde(flatten)]
    candidate: &'a Candidate,
    /// `gpus` exactly, as text: "8", "1/3".
    gpus_fraction: String,
}

/// `recommend --json`: the workload used (every default filled in), then the core's answer.
#[derive(Serialize)]
struct RecommendOut<'a> {
    workload: &'a Workload,
    steps: &'a [Step],
    deadline: Option<tree::Deadline>,
    accuracy: Option<gpuplan_core::sizing::calibration::Band>,
    ranked: Vec<RankedOut<'a>>,
    frontier: &'a [Frontier],
    excluded: &'a [Excluded],
}

/// The line that states the job used, every option with its value (given or default).
fn job_line(task: &Task, lang: Lang) -> Option<String> {
    match task {
        Task::Training(j) | Task::FineTuning(j) => {
            Some(cli_words::training_job_line(j, j.mfu, lang))
        }
        Task::Inference(j) => Some(cli_words::inference_job_line(j, lang)),
        Task::CvTraining(_) => None,
    }
}

pub(crate) fn recommend(
    args: &WorkloadArgs,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let d = load(lang)?;
    let (w, from_flags) = workload(args, lang)?;
    let today = crate::catalog::today(args.today.as_deref(), lang)?;
    let r = tree::recommend(&w, &d.catalog, &d.sizing, today)
        .map_err(|e| sizing_problem(&e, from_flags, lang))?;
    if args.json {
        let ranked = r
            .ranked
            .iter()
            .map(|c| RankedOut { candidate: c, gpus_fraction: gpus_fraction(&d.catalog, c) })
            .collect();
        let json = RecommendOut {
            workload: &w,
            steps: &r.steps,
            deadline: r.deadline,
            accuracy: r.accuracy,
            ranked,
            frontier: &r.frontier,
            excluded: &r.excluded,
        };
        writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
        return Ok(());
    }
    if let Some(line) = job_line(&w.task, lang) {
        writeln!(out, "{line}")?;
    }
    write_steps(&r.steps, lang, out)?;
    write_ranked(&r.ranked, &d.catalog, args.top, lang, out)?;
    if let Some(f) = r.frontier.first() {
        write_frontier(f, lang, out)?;
    }
    writeln!(out, "{}", cli_words::feasible(r.ranked.len(), r.excluded.len(), lang))?;
    for e in r.excluded.iter().take(args.top) {
        writeln!(
            out,
            "  {}",
            calc_words::labelled(&e.size, &words::exclusion(&e.reason, lang), lang)
        )?;
    }
    Ok(())
}

/// The decision tree's steps, each with its rule, inputs, branch and warnings.
fn write_steps(steps: &[Step], lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    for s in steps {
        writeln!(out, "{}", cli_words::step(s.number, lang))?;
        writeln!(
            out,
            "  {}",
            cli_words::step_line(CliMsg::StepRule, words::step_rule(s.number, lang), lang)
        )?;
        let inputs: Vec<(&str, String)> = s
            .inputs
            .iter()
            .map(|i| (words::input_name(i, lang), words::input_value(i, lang)))
            .collect();
        writeln!(
            out,
            "  {}",
            cli_words::step_line(CliMsg::StepInputs, &cli_words::step_inputs(&inputs, lang), lang)
        )?;
        let branch = words::branch(&s.branch, lang);
        let see = cli_words::see_guide(s.guide, lang);
        writeln!(
            out,
            "  {}",
            cli_words::step_line(CliMsg::StepBranch, &format!("{branch}{see}"), lang)
        )?;
        for warning in &s.warnings {
            writeln!(
                out,
                "  {}",
                cli_words::step_line(CliMsg::StepNote, &words::warning(warning, lang), lang)
            )?;
        }
    }
    Ok(())
}

/// The ranked sizes, the first `top`, each with its reasons.
fn write_ranked(
    ranked: &[Candidate],
    c: &Catalog,
    top: usize,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    writeln!(out)?;
    writeln!(out, "{}", ranked_row(&cli_words::ranked_header(lang).map(str::to_owned)))?;
    for (i, cand) in ranked.iter().take(top).enumerate() {
        writeln!(
            out,
            "{}",
            ranked_row(&[
                (i + 1).to_string(),
                cand.size.clone(),
                cand.region.clone(),
                cand.vms.to_string(),
                gpus_fraction(c, cand),
                words::pricing(cand.model, lang).to_owned(),
                format::duration(cand.hours, lang),
                format::usd(cand.cost, lang),
            ])
            .trim_end()
        )?;
        writeln!(out, "     {}", words::reasons(&cand.reasons, lang))?;
    }
    Ok(())
}

/// The best size's frontier: its cost and time at each fleet size.
fn write_frontier(f: &Frontier, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    writeln!(out)?;
    writeln!(out, "{}", cli_words::frontier_heading(&f.size, &f.region, lang))?;
    let row = |cells: [String; 5]| {
        cells
            .iter()
            .zip([(6, false), (6, false), (14, false), (22, true), (18, false)])
            .map(|(c, (w, left))| pad(c, w, left))
            .collect::<Vec<_>>()
            .join(" ")
    };
    writeln!(out, "{}", row(cli_words::frontier_header(lang).map(str::to_owned)).trim_end())?;
    for p in &f.points {
        writeln!(
            out,
            "{}",
            row([
                p.vms.to_string(),
                format!("{}", p.gpus),
                format::duration(p.hours, lang),
                words::pricing(p.model, lang).to_owned(),
                format::usd(p.cost, lang),
            ])
            .trim_end()
        )?;
    }
    Ok(())
}

/// The catalog's accelerators that some series uses, those `--gpu` matches when given.
fn accelerators<'a>(
    c: &'a Catalog,
    query: Option<&str>,
    lang: Lang,
) -> anyhow::Result<Vec<&'a gpuplan_core::catalog::Gpu>> {
    let q = query.map(str::to_lowercase);
    let gpus: Vec<_> = c
        .gpus
        .iter()
        .filter(|g| c.series.iter().any(|s| s.gpu.as_deref() == Some(g.id.as_str())))
        .filter(|g| q.as_deref().is_none_or(|q| g.id == q || g.name.to_lowercase().contains(q)))
        .collect();
    match query {
        Some(q) if gpus.is_empty() => Err(flag("--gpu", &cli_words::no_gpu_matches(q, lang), lang)),
        _ => Ok(gpus),
    }
}

pub(crate) fn size(args: &WorkloadArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let d = load(lang)?;
    let c = &d.catalog;
    let (w, from_flags) = workload(args, lang)?;
    let invalid = |e: SizingError| sizing_problem(&e, from_flags, lang);
    let gpus = accelerators(c, args.gpu.as_deref(), lang)?;
    let job = match &w.task {
        Task::Training(job) | Task::FineTuning(job) => job,
        Task::Inference(job) => {
            return size_inference(args, &w, job, &d, &gpus, from_flags, lang, out);
        }
        Task::CvTraining(_) => return recommend(args, lang, out),
    };
    job.validate().map_err(invalid)?;
    let band = gpuplan_core::sizing::calibration::validate(&d.sizing, c).training;
    let cal = gpuplan_core::sizing::calibration::Calibration::new(&d.sizing, c);
    let mfu_of = |g: &gpuplan_core::catalog::Gpu| {
        job.mfu.unwrap_or_else(|| cal.efficiency(job.work_class(), g.generation).value)
    };
    let mem = job.memory(1);
    // (the accelerator, fewest GPUs, memory on each, hours) where it holds the job.
    let rows: Vec<_> = gpus
        .iter()
        .filter_map(|g| {
            let usable = g.memory_gb * w.usable_memory_fraction;
            let peak = job.precision.peak_tflops(g).or_else(|| Precision::Bf16.peak_tflops(g))?;
            let n = job.fewest_gpus(usable)?;
            let mfu = mfu_of(g);
            Some((*g, n, job.memory(n).total_gb(), job.hours(n, peak, mfu), mfu))
        })
        .collect();
    if args.json {
        let rows: Vec<_> = rows
            .iter()
            .map(|(g, n, gb, hours, mfu)| serde_json::json!({ "gpu": g.name, "gpu_id": g.id, "gpus": n, "memory_per_gpu_gb": gb, "hours": hours, "mfu": mfu }))
            .collect();
        let json = serde_json::json!({
            "job": job, "usable_memory_fraction": w.usable_memory_fraction,
            "flops": job.flops(), "memory_one_gpu": mem, "by_gpu": rows, "accuracy": band
        });
        writeln!(out, "{json}")?;
        return Ok(());
    }
    writeln!(out, "{}", cli_words::training_job_line(job, job.mfu, lang))?;
    writeln!(out, "{}", cli_words::flops_line(job.flops(), lang))?;
    writeln!(out, "{}", cli_words::memory_line(&mem, lang))?;
    for (g, n, gb, hours, mfu) in &rows {
        writeln!(
            out,
            "  {} {}",
            pad(g.name_in(lang), 44, true),
            cli_words::size_row(&n.to_string(), *gb, *hours, *mfu, lang)
        )?;
    }
    if let Some(b) = band {
        writeln!(out, "{}", cli_words::accuracy_line(&b, lang))?;
    }
    Ok(())
}

/// `gpuplan size --task inference`: the core's [`InferenceJob::plan`] on each accelerator.
#[allow(clippy::too_many_arguments)]
fn size_inference(
    args: &WorkloadArgs,
    w: &Workload,
    job: &InferenceJob,
    d: &Dataset,
    gpus: &[&gpuplan_core::catalog::Gpu],
    from_flags: bool,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    job.validate().map_err(|e| sizing_problem(&e, from_flags, lang))?;
    // (the accelerator, its plan) where it has the figures the plan needs; FP8 falls back to
    // the BF16 peak where a GPU has no FP8 figure, as the decision tree does.
    let plans: Vec<_> = gpus
        .iter()
        .filter_map(|g| {
            let peak = job.precision.peak_tflops(g).or_else(|| {
                (job.precision == Precision::Fp8).then(|| Precision::Bf16.peak_tflops(g)).flatten()
            })?;
            let plan = job.plan(
                g.memory_gb * w.usable_memory_fraction,
                g.bandwidth_gbs?,
                peak,
                &d.sizing.inference,
            )?;
            Some((*g, plan))
        })
        .collect();
    let memory = plans.first().map_or_else(
        || {
            let kv = job.kv_bytes() / 1e9;
            gpuplan_core::sizing::MemoryBreakdown {
                weights_gb: job.params * job.precision.bytes() / 1e9,
                activations_gb: kv,
                ..Default::default()
            }
        },
        |(_, p)| p.memory,
    );
    if args.json {
        let rows: Vec<_> = plans
            .iter()
            .map(|(g, p)| {
                serde_json::json!({
                    "gpu": g.name, "gpu_id": g.id, "gpus": p.gpus, "replicas": p.replicas,
                    "memory_per_gpu_gb": p.memory.total_gb() / f64::from(p.gpus.max(1)),
                    "decode_tokens_per_s": p.decode_tokens_per_s,
                    "prefill_tokens_per_s": p.prefill_tokens_per_s,
                })
            })
            .collect();
        let json = serde_json::json!({
            "job": job, "usable_memory_fraction": w.usable_memory_fraction,
            "memory": memory, "by_gpu": rows
        });
        writeln!(out, "{json}")?;
        return Ok(());
    }
    writeln!(out, "{}", cli_words::inference_job_line(job, lang))?;
    writeln!(out, "{}", cli_words::replica_memory_line(&memory, lang))?;
    for (g, p) in &plans {
        writeln!(
            out,
            "  {} {}",
            pad(g.name_in(lang), 44, true),
            cli_words::inference_row(
                p.gpus,
                p.replicas,
                p.memory.total_gb() / f64::from(p.gpus.max(1)),
                p.decode_tokens_per_s,
                p.prefill_tokens_per_s,
                lang
            )
        )?;
    }
    Ok(())
}
