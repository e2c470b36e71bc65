//! `gpuplan recommend` and `gpuplan size`: a workload as JSON (file or stdin) or from flags.

use std::io::Write;

use anyhow::anyhow;
use gpuplan_core::dataset::{self, Dataset};
use gpuplan_core::sizing::tree::{self, Workload};
use gpuplan_core::sizing::{Precision, parse_quantity};
use gpuplan_i18n::cli::{self as cli_words, CliMsg};
use gpuplan_i18n::wizard as words;
use gpuplan_i18n::{Lang, calc as calc_words, format, problems};

use crate::text::pad;

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

/// An option's problem, worded: `--params: …`.
fn flag(name: &str, message: &str, lang: Lang) -> anyhow::Error {
    anyhow!("{}", cli_words::flag_error(name, message, lang))
}

fn workload(args: &WorkloadArgs, lang: Lang) -> anyhow::Result<Workload> {
    let text = match args.path.as_deref() {
        Some(p) => crate::read_input(p, lang)?,
        None => {
            let q = |name: &str, v: &Option<String>| -> anyhow::Result<Option<f64>> {
                v.as_deref()
                    .map(|t| {
                        parse_quantity(t).map_err(|e| {
                            flag(&format!("--{name}"), &problems::quantity(&e, lang), lang)
                        })
                    })
                    .transpose()
            };
            let params = q("params", &args.params)?
                .ok_or_else(|| flag("--params", CliMsg::GiveParams.text(lang), lang))?;
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
                        .ok_or_else(|| flag("--tokens", CliMsg::GiveTokens.text(lang), lang))?;
                    obj.insert("tokens".into(), serde_json::json!(tokens));
                    obj.insert("sharding".into(), serde_json::json!(args.sharding));
                    obj.insert("checkpointing".into(), serde_json::json!(true));
                }
            }
            let w = serde_json::json!({ "task": task, "region": args.region, "interruptible": args.interruptible, "max_days": args.days });
            w.to_string()
        }
    };
    tree::parse(&text).map_err(|e| anyhow!("{}", problems::sizing_error(&e, lang)))
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

pub(crate) fn recommend(
    args: &WorkloadArgs,
    lang: Lang,
    out: &mut dyn Write,
) -> anyhow::Result<()> {
    let d = load(lang)?;
    let w = workload(args, lang)?;
    let today = crate::catalog::today(args.today.as_deref(), lang)?;
    let r = tree::recommend(&w, &d.catalog, &d.sizing, today)
        .map_err(|e| anyhow!("{}", problems::sizing_error(&e, lang)))?;
    if args.json {
        writeln!(out, "{}", serde_json::to_string_pretty(&r)?)?;
        return Ok(());
    }
    for s in &r.steps {
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
        let gap = if lang == Lang::En { "  " } else { "" };
        writeln!(
            out,
            "  {}",
            cli_words::step_line(CliMsg::StepBranch, &format!("{branch}{gap}{see}"), lang)
        )?;
        for warning in &s.warnings {
            writeln!(
                out,
                "  {}",
                cli_words::step_line(CliMsg::StepNote, &words::warning(warning, lang), lang)
            )?;
        }
    }
    writeln!(out)?;
    writeln!(out, "{}", ranked_row(&cli_words::ranked_header(lang).map(str::to_owned)))?;
    for (i, cand) in r.ranked.iter().take(args.top).enumerate() {
        writeln!(
            out,
            "{}",
            ranked_row(&[
                (i + 1).to_string(),
                cand.size.clone(),
                cand.region.clone(),
                cand.vms.to_string(),
                cand.gpus.to_string(),
                words::pricing(cand.model, lang).to_owned(),
                format!("{:.1}", cand.hours),
                format::usd(cand.cost, lang),
            ])
            .trim_end()
        )?;
        if let Some(first) = cand.reasons.first() {
            writeln!(out, "     {}", words::reason(first, lang))?;
        }
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

pub(crate) fn size(args: &WorkloadArgs, lang: Lang, out: &mut dyn Write) -> anyhow::Result<()> {
    let d = load(lang)?;
    let c = &d.catalog;
    let w = workload(args, lang)?;
    let (tree::Task::Training(job) | tree::Task::FineTuning(job)) = &w.task else {
        return recommend(args, lang, out);
    };
    job.validate().map_err(|e| anyhow!("{}", problems::sizing_error(&e, lang)))?;
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
        writeln!(
            out,
            "{}",
            serde_json::json!({ "flops": job.flops(), "memory_one_gpu": mem, "by_gpu": rows })
        )?;
        return Ok(());
    }
    writeln!(out, "{}", cli_words::flops_line(job.flops(), lang))?;
    writeln!(out, "{}", cli_words::memory_line(&mem, lang))?;
    for r in rows {
        writeln!(
            out,
            "  {} {}",
            pad(r["gpu"].as_str().unwrap_or_default(), 44, true),
            cli_words::size_row(
                &r["gpus"].to_string(),
                r["memory_per_gpu_gb"].as_f64().unwrap_or_default(),
                r["hours"].as_f64().unwrap_or_default(),
                lang
            )
        )?;
    }
    Ok(())
}
