//! `gpuplan recommend` and `gpuplan size`: a workload as JSON (file or stdin) or from flags.

use std::io::Read;

use anyhow::{Context, anyhow};
use gpuplan_core::calc::Problem;
use gpuplan_core::cost::{Currency, Locale, format_money};
use gpuplan_core::dataset::{self, Dataset};
use gpuplan_core::sizing::tree::{self, Workload};
use gpuplan_core::sizing::{Precision, parse_quantity};
use gpuplan_i18n::wizard as words;
use gpuplan_i18n::{Lang, problems};

/// Where the workload comes from.
#[derive(clap::Args)]
pub(crate) struct WorkloadArgs {
    /// A workload JSON file, or `-` for stdin (docs/sizing.md). Or use the flags below.
    path: Option<String>,
    /// training, fine-tuning, inference or cv-training (with flags).
    #[arg(long, default_value = "training")]
    task: String,
    /// Parameters, with units: 70B.
    #[arg(long)]
    params: Option<String>,
    /// Tokens to train on, with units: 2T.
    #[arg(long)]
    tokens: Option<String>,
    /// Sharding: none, zero1, zero2, zero3, fsdp.
    #[arg(long, default_value = "zero3")]
    sharding: String,
    /// Context (inference), with units: 8k.
    #[arg(long)]
    context: Option<String>,
    /// Concurrent requests (inference).
    #[arg(long)]
    concurrent: Option<u32>,
    /// Region; every region when absent.
    #[arg(long)]
    region: Option<String>,
    /// The job survives interruptions (allows Spot).
    #[arg(long)]
    interruptible: bool,
    /// Finish training within this many days.
    #[arg(long)]
    days: Option<f64>,
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

fn workload(args: &WorkloadArgs) -> anyhow::Result<Workload> {
    let text = match args.path.as_deref() {
        Some("-") => {
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s).context("reading stdin")?;
            s
        }
        Some(p) => std::fs::read_to_string(p).with_context(|| format!("reading {p}"))?,
        None => {
            let q = |name: &str, v: &Option<String>| -> anyhow::Result<Option<f64>> {
                v.as_deref()
                    .map(|t| {
                        parse_quantity(t)
                            .map_err(|e| anyhow!("--{name}: {}", problems::quantity(&e, Lang::En)))
                    })
                    .transpose()
            };
            let params = q("params", &args.params)?
                .ok_or_else(|| anyhow!("--params: give the model's size, as in 70B"))?;
            let mut task = serde_json::json!({ "kind": args.task, "params": params });
            if let Some(obj) = task.as_object_mut() {
                if args.task == "inference" {
                    obj.insert(
                        "context".into(),
                        serde_json::json!(q("context", &args.context)?.unwrap_or(2048.0) as u32),
                    );
                    obj.insert(
                        "concurrent".into(),
                        serde_json::json!(args.concurrent.unwrap_or(1)),
                    );
                } else {
                    let tokens = q("tokens", &args.tokens)?
                        .ok_or_else(|| anyhow!("--tokens: give the training tokens, as in 2T"))?;
                    obj.insert("tokens".into(), serde_json::json!(tokens));
                    obj.insert("sharding".into(), serde_json::json!(args.sharding));
                    obj.insert("checkpointing".into(), serde_json::json!(true));
                }
            }
            let w = serde_json::json!({ "task": task, "region": args.region, "interruptible": args.interruptible, "max_days": args.days });
            w.to_string()
        }
    };
    tree::parse(&text).map_err(|e| anyhow!("{}", problems::sizing_error(&e, Lang::En)))
}

fn load() -> anyhow::Result<Dataset> {
    dataset::embedded()
        .map_err(|e| anyhow!("the embedded catalog is invalid: {} problems", e.len()))
}

fn today(args: &WorkloadArgs) -> anyhow::Result<Option<gpuplan_core::date::Date>> {
    match &args.today {
        Some(t) => Ok(Some(t.parse().map_err(|e| {
            anyhow!("--today: {}", problems::problem(&Problem::Date(e), Lang::En))
        })?)),
        None => Ok(crate::catalog::system_today()),
    }
}

pub(crate) fn recommend(args: &WorkloadArgs) -> anyhow::Result<()> {
    let d = load()?;
    let w = workload(args)?;
    let r = tree::recommend(&w, &d.catalog, &d.sizing, today(args)?)
        .map_err(|e| anyhow!("{}", problems::sizing_error(&e, Lang::En)))?;
    if args.json {
        println!("{}", serde_json::to_string_pretty(&r)?);
        return Ok(());
    }
    let en = Lang::En;
    for s in &r.steps {
        println!("step {}: {}", s.number, words::step_title(s.number, en));
        println!("  rule:   {}", words::step_rule(s.number, en));
        println!(
            "  inputs: {}",
            s.inputs
                .iter()
                .map(|i| format!("{} = {}", words::input_name(i, en), words::input_value(i, en)))
                .collect::<Vec<_>>()
                .join(", ")
        );
        println!("  branch: {}  (see {})", words::branch(&s.branch, en), s.guide);
        for warning in &s.warnings {
            println!("  note:   {}", words::warning(warning, en));
        }
    }
    println!();
    println!(
        "{:<4} {:<38} {:<14} {:>4} {:>6} {:<16} {:>10} {:>16}",
        "rank", "size", "region", "VMs", "GPUs", "model", "hours", "total"
    );
    for (i, cand) in r.ranked.iter().take(args.top).enumerate() {
        println!(
            "{:<4} {:<38} {:<14} {:>4} {:>6} {:<16} {:>10.1} {:>16}",
            i + 1,
            cand.size,
            cand.region,
            cand.vms,
            cand.gpus,
            cand.model.as_str(),
            cand.hours,
            format_money(cand.cost, Currency::USD, Locale::En)
        );
        if let Some(first) = cand.reasons.first() {
            println!("     {}", words::reason(first, en));
        }
    }
    println!(
        "{} feasible (size, region) pairs; {} sizes left out:",
        r.ranked.len(),
        r.excluded.len()
    );
    for e in r.excluded.iter().take(args.top) {
        println!("  {}: {}", e.size, words::exclusion(&e.reason, en));
    }
    Ok(())
}

pub(crate) fn size(args: &WorkloadArgs) -> anyhow::Result<()> {
    let d = load()?;
    let c = &d.catalog;
    let w = workload(args)?;
    let (tree::Task::Training(job) | tree::Task::FineTuning(job)) = &w.task else {
        return recommend(args);
    };
    job.validate().map_err(|e| anyhow!("{}", problems::sizing_error(&e, Lang::En)))?;
    let mem = job.memory(1);
    let rows: Vec<serde_json::Value> = c
        .gpus
        .iter()
        .filter(|g| c.series.iter().any(|s| s.gpu.as_deref() == Some(g.id.as_str())))
        .filter_map(|g| {
            let usable = g.memory_gb * w.usable_memory_fraction;
            let peak = job.precision.peak_tflops(g).or_else(|| Precision::Bf16.peak_tflops(g))?;
            let gpus = job.fewest_gpus(usable)?;
            let mfu = job.mfu.unwrap_or(d.sizing.training.default_mfu);
            Some(serde_json::json!({ "gpu": g.name, "gpus": gpus, "memory_per_gpu_gb": job.memory(gpus).total_gb(), "hours": job.hours(gpus, peak, mfu) }))
        })
        .collect();
    if args.json {
        println!(
            "{}",
            serde_json::json!({ "flops": job.flops(), "memory_one_gpu": mem, "by_gpu": rows })
        );
        return Ok(());
    }
    println!("FLOPs: {:.3e}", job.flops());
    println!(
        "memory on one GPU: weights {:.1} GB, gradients {:.1} GB, optimizer {:.1} GB, activations {:.1} GB; total {:.1} GB",
        mem.weights_gb,
        mem.gradients_gb,
        mem.optimizer_gb,
        mem.activations_gb,
        mem.total_gb()
    );
    for r in rows {
        println!(
            "  {:<44} fewest GPUs {:>6}  {:>7.1} GB each  {:>10.1} h",
            r["gpu"].as_str().unwrap_or_default(),
            r["gpus"],
            r["memory_per_gpu_gb"].as_f64().unwrap_or_default(),
            r["hours"].as_f64().unwrap_or_default()
        );
    }
    Ok(())
}
