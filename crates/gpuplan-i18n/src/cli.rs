//! The words of the command-line tool `gpuplan` that the web does not say: its tables' headers,
//! its line labels and the sentences around its figures, in English (exactly as the CLI has
//! always written them) and in Chinese.
//!
//! Where the web already says the same thing, the CLI takes the web's words instead: pricing
//! models, lifecycle stages and yes/no from [`crate::catalog`], the decision tree from
//! [`crate::wizard`], estimate lines from [`crate::estimate`], the calculators' figures from
//! [`crate::calc`], and every error of the core from [`crate::problems`]. Money, dates and
//! durations are written by [`crate::format`].

use gpuplan_core::catalog::view::Column;
use gpuplan_core::catalog::{Os, PricingModel};
use gpuplan_core::cost::PriceOrigin;
use gpuplan_core::cost::estimate::LineNote;
use gpuplan_core::cost::eviction::{BandEnd, BandRate};
use gpuplan_core::date::Date;
use gpuplan_core::doc::{Diagnostic, DiagnosticKind};
use gpuplan_core::sizing::{
    FineTune, InferenceJob, MemoryBreakdown, Optimizer, Precision, Shape, Sharding, TrainingJob,
};
use rust_decimal::Decimal;

use crate::calc::CalcMsg;
use crate::estimate::EstimateMsg;
use crate::wizard::WizardMsg;
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
    match lang {
        Lang::En => escaped,
        Lang::Zh => {
            let inner = escaped.strip_prefix('"').and_then(|e| e.strip_suffix('"')).unwrap_or(s);
            format!("“{inner}”")
        }
    }
}

/// A currency code in running text: the code in English, 美元 for USD in Chinese.
fn currency(code: &str, lang: Lang) -> &str {
    match (lang, code) {
        (Lang::Zh, "USD") => "美元",
        (_, code) => code,
    }
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
    match lang {
        Lang::En => format!("reading {path}"),
        Lang::Zh => format!("无法读取 {path}"),
    }
}

/// The embedded data does not load: the count of its problems.
pub fn catalog_invalid(problems: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the embedded catalog is invalid: {problems} problems"),
        Lang::Zh => format!("内嵌的目录数据无效：{problems} 个问题"),
    }
}

/// A count of problems before their list: `2 problem(s):`.
pub fn problems_count(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} problem(s):"),
        Lang::Zh => format!("{n} 个问题："),
    }
}

/// The catalog table's header for a column: the CLI's own short words in English, the
/// catalog page's in Chinese.
pub fn catalog_column(c: Column, lang: Lang) -> &'static str {
    match (lang, c) {
        (Lang::En, Column::Size) => "size",
        (Lang::En, Column::Gpu) => "gpu",
        (Lang::En, Column::Gpus) => "gpus",
        (Lang::En, Column::Vram) => "vram GB",
        (Lang::En, Column::Vcpu) => "vcpu",
        (Lang::En, Column::Infiniband) => "infiniband",
        (Lang::En, Column::Status) => "status",
        (_, c) => catalog::column(c, lang),
    }
}

/// The catalog table's price column: Linux pay-as-you-go, USD an hour, in a region.
pub fn payg_column(region: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("linux payg USD/h ({region})"),
        Lang::Zh => format!("Linux 即用即付（美元/小时，{region}）"),
    }
}

/// The catalog's last line: how many sizes it listed.
pub fn sizes_listed(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} sizes"),
        Lang::Zh => format!("共 {n} 种规格"),
    }
}

/// `--status` with a stage that does not exist.
pub fn not_a_status(s: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("{s:?} is not available, capacity-limited, preview, retiring or retired")
        }
        Lang::Zh => format!(
            "{}不是 available、capacity-limited、preview、retiring 或 retired",
            quote(s, lang)
        ),
    }
}

/// `--min-vram` with a value that is not a number of GB.
pub fn not_gb(v: f64, lang: Lang) -> String {
    match lang {
        Lang::En => format!("must be a number of GB, not {v}"),
        Lang::Zh => format!("必须是以 GB 计的数量，而不是 {v}"),
    }
}

/// `--os` with an OS that does not exist.
pub fn not_an_os(s: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{s:?} is not linux or windows"),
        Lang::Zh => format!("{}不是 linux 或 windows", quote(s, lang)),
    }
}

/// `--model` with a pricing model that does not exist; `names` are the codes it takes.
pub fn not_a_model(s: &str, names: &[&str], lang: Lang) -> String {
    match lang {
        Lang::En => format!("{s:?} is not one of {}", names.join(", ")),
        Lang::Zh => format!("{}不是以下之一：{}", quote(s, lang), names.join("、")),
    }
}

/// What a price is for: size, region, OS and pricing model.
pub fn price_subject(size: &str, region: &str, os: Os, model: PricingModel, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{size} {region} {} {}", os.as_str(), model.as_str()),
        Lang::Zh => {
            format!("{size} {region} {} {}", catalog::os(os, lang), catalog::model(model, lang))
        }
    }
}

/// What `gpuplan price` without `--model` is for: a size in a region on an OS.
pub fn price_list_subject(size: &str, region: &str, os: Os, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{size} {region} {}", os.as_str()),
        Lang::Zh => format!("{size} {region} {}", catalog::os(os, lang)),
    }
}

/// The first line of `gpuplan price` without `--model`: the size, region and OS, and how many
/// pricing models the snapshot prices for them.
pub fn price_list_heading(size: &str, region: &str, os: Os, n: usize, lang: Lang) -> String {
    let subject = price_list_subject(size, region, os, lang);
    match lang {
        Lang::En => format!("{subject}: {n} pricing model(s) in the snapshot"),
        Lang::Zh => format!("{subject}：快照中有 {n} 种计价方式"),
    }
}

/// `gpuplan price`'s first line: what the price is for ([`price_subject`]) and the price as the
/// snapshot holds it, per hour or for the whole term (`term`).
pub fn price_found(subject: &str, price: Decimal, code: &str, term: bool, lang: Lang) -> String {
    let unit = if term { M::WholeTerm } else { M::PerHour }.text(lang);
    match lang {
        Lang::En => format!("{subject}: {price} {code} {unit}"),
        Lang::Zh => format!("{subject}：{unit} {price} {}", currency(code, lang)),
    }
}

/// A term's price spread over its hours, rounded for display.
pub fn hourly_over_term(hourly: Decimal, code: &str, hours: u32, lang: Lang) -> String {
    match lang {
        Lang::En => format!("≈ {hourly} {code} per hour over {hours} hours"),
        Lang::Zh => format!("≈ 每小时 {hourly} {}（按 {hours} 小时分摊）", currency(code, lang)),
    }
}

/// A price's date and source; `old` is its age in days when that is more than `stale_after`.
pub fn as_of(d: Date, old: Option<i64>, stale_after: i64, source: &str, lang: Lang) -> String {
    match (lang, old) {
        (Lang::En, Some(days)) => format!(
            "as of {d} ({days} days old: more than {stale_after}, check the current price); source: {source}"
        ),
        (Lang::En, None) => format!("as of {d}; source: {source}"),
        (Lang::Zh, Some(days)) => format!(
            "快照日期 {}（已有 {days} 天，超过 {stale_after} 天，请核对当前价格）；来源：{source}",
            format::date(d, lang)
        ),
        (Lang::Zh, None) => format!("快照日期 {}；来源：{source}", format::date(d, lang)),
    }
}

/// `gpuplan price` when the snapshot has no such price ([`price_subject`] says which): the
/// newest snapshot searched.
pub fn price_not_found(subject: &str, newest: Option<Date>, lang: Lang) -> String {
    let newest = newest.map_or(M::NoSnapshot.text(lang).to_owned(), |d| format::date(d, lang));
    match lang {
        Lang::En => format!("{subject}: not in snapshot (newest snapshot searched: {newest})"),
        Lang::Zh => format!(
            "{subject}：{}（查找的最新快照：{newest}）",
            catalog::CatalogMsg::NotInSnapshot.text(lang)
        ),
    }
}

/// The estimate table's header: the CLI's own words in English, the estimate page's in
/// Chinese.
pub fn estimate_header(lang: Lang) -> [&'static str; 6] {
    match lang {
        Lang::En => ["#", "line", "monthly", "up front", "total", "price from"],
        Lang::Zh => [
            "#",
            EstimateMsg::Line.text(lang),
            EstimateMsg::Monthly.text(lang),
            EstimateMsg::UpFront.text(lang),
            EstimateMsg::Total.text(lang),
            EstimateMsg::PriceColumn.text(lang),
        ],
    }
}

/// Where an estimate line's price came from: in English as the CLI has always written it, in
/// Chinese as the estimate page writes it.
pub fn estimate_origin(o: &PriceOrigin, lang: Lang) -> String {
    match (lang, o) {
        (Lang::En, PriceOrigin::Snapshot { as_of: Some(d), source }) => format!("{source}, {d}"),
        (Lang::En, PriceOrigin::Snapshot { as_of: None, source }) => {
            format!("{source}, {}", M::Undated.text(lang))
        }
        (Lang::En, PriceOrigin::UserPrice) => M::UserPrice.text(lang).to_owned(),
        (Lang::En, PriceOrigin::Rule { .. }) | (Lang::Zh, _) => estimate::origin(o, lang),
    }
}

/// The estimate table's total row: `total over 12 months`.
pub fn total_over(months: Decimal, lang: Lang) -> String {
    match lang {
        Lang::En => format!("total over {} months", months.normalize()),
        Lang::Zh => estimate::whole_term(months, lang),
    }
}

/// The compute cost per VM-hour under the table, the amount written.
pub fn per_vm_hour(amount: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("effective compute cost per VM-hour: {amount}"),
        Lang::Zh => colon(EstimateMsg::PerVmHour.text(lang), amount, lang),
    }
}

/// A line's notes under the table, each in `lang` ([`estimate::note`]).
pub fn line_notes(index: usize, notes: &[LineNote], lang: Lang) -> String {
    let notes: Vec<String> = notes.iter().map(|n| estimate::note(n, lang)).collect();
    match lang {
        Lang::En => format!("note, line {index}: {}", notes.join("; ")),
        Lang::Zh => format!("第 {index} 行备注：{}", notes.join("；")),
    }
}

/// How an estimate in another currency was converted: units of it per US dollar.
pub fn converted(rate: Decimal, code: &str, name: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("converted from USD at {} {code} per USD", rate.normalize()),
        Lang::Zh => format!("由美元换算，汇率为每美元 {} {name}", rate.normalize()),
    }
}

/// The estimate's problems, before their list.
pub fn estimate_problems(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the estimate has {n} problem(s):"),
        Lang::Zh => format!("估算有 {n} 个问题："),
    }
}

/// A step's heading: `step 1: Task type`.
pub fn step(n: u8, lang: Lang) -> String {
    match lang {
        Lang::En => format!("step {n}: {}", wizard::step_title(n, lang)),
        Lang::Zh => wizard::step_heading(n, lang),
    }
}

/// A step's line: `rule:   …`, its label padded to eight columns in English.
pub fn step_line(part: CliMsg, value: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{:<8}{value}", format!("{}:", part.text(lang))),
        Lang::Zh => colon(part.text(lang), value, lang),
    }
}

/// A step's inputs, `name = value`, joined.
pub fn step_inputs(pairs: &[(&str, String)], lang: Lang) -> String {
    let sep = match lang {
        Lang::En => ", ",
        Lang::Zh => "，",
    };
    pairs.iter().map(|(k, v)| format!("{k} = {v}")).collect::<Vec<_>>().join(sep)
}

/// Where a step is explained: the guide's section, in the guide of `lang`.
pub fn see_guide(path: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("(see {path})"),
        Lang::Zh => format!("（见 {}）", path.replacen("guide/en/", "guide/zh/", 1)),
    }
}

/// The ranking table's header.
pub fn ranked_header(lang: Lang) -> [&'static str; 8] {
    match lang {
        Lang::En => ["rank", "size", "region", "VMs", "GPUs", "model", "time", "total"],
        Lang::Zh => [
            M::ColRank.text(lang),
            WizardMsg::ColSize.text(lang),
            WizardMsg::ColRegion.text(lang),
            WizardMsg::ColVms.text(lang),
            CalcMsg::Gpus.text(lang),
            WizardMsg::ColPricing.text(lang),
            WizardMsg::ColHours.text(lang),
            EstimateMsg::Total.text(lang),
        ],
    }
}

/// The line after the ranking: how many pairs are feasible and how many sizes were left out.
/// An unknown `--preset`: the ones there are.
pub fn unknown_preset(id: &str, known: &[&str], lang: Lang) -> String {
    let list = known.join(", ");
    match lang {
        Lang::En => format!("no model preset {id:?}; the presets are {list}"),
        Lang::Zh => format!("没有名为 {id:?} 的模型预设；可用的预设有 {list}"),
    }
}

/// The heading of the cost-against-time table of a size.
pub fn frontier_heading(size: &str, region: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Cost against time: {size} in {region}"),
        Lang::Zh => format!("成本与时间：{region} 区域的 {size}"),
    }
}

/// The columns of a cost-against-time table.
pub fn frontier_header(lang: Lang) -> [&'static str; 5] {
    match lang {
        Lang::En => ["VMs", "GPUs", "time", "model", "total"],
        Lang::Zh => [
            WizardMsg::ColVms.text(lang),
            CalcMsg::Gpus.text(lang),
            WizardMsg::ColHours.text(lang),
            WizardMsg::ColPricing.text(lang),
            EstimateMsg::Total.text(lang),
        ],
    }
}

pub fn feasible(pairs: usize, left_out: usize, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("{pairs} feasible (size, region) pairs; {left_out} sizes left out:")
        }
        Lang::Zh => format!("共 {pairs} 个可行的（规格，区域）组合；{left_out} 个规格被排除："),
    }
}

/// `gpuplan size`'s compute line.
pub fn flops_line(flops: f64, lang: Lang) -> String {
    colon(M::Flops.text(lang), &format!("{flops:.3e}"), lang)
}

/// `gpuplan size`'s memory line: each part on one GPU, one decimal.
pub fn memory_line(m: &MemoryBreakdown, lang: Lang) -> String {
    let (w, g, o, a, t) =
        (m.weights_gb, m.gradients_gb, m.optimizer_gb, m.activations_gb, m.total_gb());
    match lang {
        Lang::En => format!(
            "memory on one GPU: weights {w:.1} GB, gradients {g:.1} GB, optimizer {o:.1} GB, activations {a:.1} GB; total {t:.1} GB"
        ),
        Lang::Zh => format!(
            "{}：{} {w:.1} GB，{} {g:.1} GB，{} {o:.1} GB，{} {a:.1} GB；{} {t:.1} GB",
            M::MemoryOnOneGpu.text(lang),
            CalcMsg::Weights.text(lang),
            CalcMsg::Gradients.text(lang),
            CalcMsg::OptimizerState.text(lang),
            CalcMsg::Activations.text(lang),
            EstimateMsg::Total.text(lang),
        ),
    }
}

/// `gpuplan size`'s row for one accelerator after its name: the fewest GPUs (as written), memory
/// on each and hours, aligned.
pub fn size_row(gpus: &str, gb_each: f64, hours: f64, mfu: f64, lang: Lang) -> String {
    let time = crate::format::duration(hours, lang);
    let mfu = format!("{:.0}%", mfu * 100.0);
    match lang {
        Lang::En => {
            format!("fewest GPUs {gpus}  {gb_each:>7.1} GB each  {time:>12} at MFU {mfu}")
        }
        Lang::Zh => format!("最少 GPU 数 {gpus}  每个 {gb_each:>7.1} GB  {time:>12}（MFU {mfu}）"),
    }
}

/// The line under `gpuplan size`'s table: how right its times have been.
pub fn accuracy_line(band: &gpuplan_core::sizing::calibration::Band, lang: Lang) -> String {
    let b = crate::wizard::band(band, lang);
    match lang {
        Lang::En => format!("times: {b}"),
        Lang::Zh => format!("时间误差：{b}"),
    }
}

/// A `--json-file` that is not JSON: the reader's message.
pub fn not_json(message: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("not JSON ({message})"),
        Lang::Zh => format!("不是有效的 JSON（{message}）"),
    }
}

/// A job flag given with a workload file: the file holds the job.
pub fn file_or_flags(path: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("the job is read from {path}; set this there, or give flags only"),
        Lang::Zh => format!("任务已从 {path} 读取；请在文件中设置此项，或只用命令行参数"),
    }
}

/// A job flag the task does not use.
pub fn not_for_task(task: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("does not apply to --task {task}"),
        Lang::Zh => format!("不适用于 --task {task}"),
    }
}

/// `--gpu` matching no accelerator.
pub fn no_gpu_matches(query: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("no accelerator's key or name matches {query:?}"),
        Lang::Zh => format!("没有键或名称与{}匹配的加速器", quote(query, lang)),
    }
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

/// A model's shape, and whether it was given or derived from the parameter count.
fn shape_words(s: &Shape, given: bool, lang: Lang) -> String {
    let (l, h, a, kv) = (s.layers, s.hidden, s.heads, s.kv_heads);
    match (lang, given) {
        (Lang::En, true) => format!("shape {l} layers, hidden {h}, {a} heads, {kv} KV heads"),
        (Lang::En, false) => format!(
            "shape {l} layers, hidden {h}, {a} heads, {kv} KV heads (assumed from the parameter count)"
        ),
        (Lang::Zh, true) => format!("模型形状 {l} 层，隐藏维度 {h}，{a} 个注意力头，{kv} 个 KV 头"),
        (Lang::Zh, false) => {
            format!("模型形状 {l} 层，隐藏维度 {h}，{a} 个注意力头，{kv} 个 KV 头（由参数量推算）")
        }
    }
}

/// The training job `gpuplan size` and `recommend` used, every option with its value, given or
/// default: the line that states the defaults. `mfu` is the one given; `None` when it is
/// calibrated for each GPU generation.
pub fn training_job_line(j: &TrainingJob, mfu: Option<f64>, lang: Lang) -> String {
    let zh = lang == Lang::Zh;
    let precision = precision_name(j.precision);
    let optimizer = match (j.optimizer, zh) {
        (Optimizer::Adamw, _) => "AdamW",
        (Optimizer::Adam8bit, false) => "8-bit Adam",
        (Optimizer::Adam8bit, true) => "8 位 Adam",
        (Optimizer::Sgd, _) => "SGD",
    };
    let sharding = match (j.sharding, zh) {
        (Sharding::None, false) => "none",
        (Sharding::None, true) => "不分片",
        (Sharding::Zero1, _) => "ZeRO-1",
        (Sharding::Zero2, _) => "ZeRO-2",
        (Sharding::Zero3, _) => "ZeRO-3",
        (Sharding::Fsdp, _) => "FSDP",
    };
    let method = match (j.method, zh) {
        (FineTune::Full, false) => "full training".to_owned(),
        (FineTune::Full, true) => "全参数训练".to_owned(),
        (FineTune::Lora { rank }, false) => format!("LoRA rank {rank}"),
        (FineTune::Lora { rank }, true) => format!("LoRA（秩 {rank}）"),
        (FineTune::Qlora { rank }, false) => format!("QLoRA rank {rank}"),
        (FineTune::Qlora { rank }, true) => format!("QLoRA（秩 {rank}）"),
    };
    let (seq, b) = (j.seq_len, j.micro_batch);
    let mfu = match (mfu, lang) {
        (Some(m), _) => format!("MFU {}", percent(m)),
        (None, Lang::En) => "MFU calibrated for each GPU generation".to_owned(),
        (None, Lang::Zh) => "MFU 按 GPU 架构代际校准".to_owned(),
    };
    let shape = shape_words(&j.shape(), j.shape.is_some(), lang);
    match lang {
        Lang::En => {
            let ckpt = if j.checkpointing { "on" } else { "off" };
            format!(
                "job: {precision}, {optimizer}, sharding {sharding}, activation checkpointing {ckpt}, sequences of {seq} tokens, micro-batch {b}, {method}, {mfu}; {shape}"
            )
        }
        Lang::Zh => {
            let ckpt = if j.checkpointing { "开启" } else { "关闭" };
            format!(
                "所用设置：精度 {precision}，优化器 {optimizer}，分片 {sharding}，激活检查点{ckpt}，序列长度 {seq} token，每个 GPU 微批 {b}，{method}，{mfu}；{shape}"
            )
        }
    }
}

/// The inference job `gpuplan size` and `recommend` used, every option with its value.
pub fn inference_job_line(j: &InferenceJob, lang: Lang) -> String {
    let precision = precision_name(j.precision);
    let (ctx, n, hours, months) = (j.context, j.concurrent, j.hours_per_month, j.months);
    let shape = j.shape.unwrap_or_else(|| Shape::from_params(j.params));
    let shape = shape_words(&shape, j.shape.is_some(), lang);
    let mut line = match lang {
        Lang::En => format!(
            "job: weights {precision}, context {ctx} tokens, {n} concurrent request(s), {hours} h a month for {months} month(s)"
        ),
        Lang::Zh => format!(
            "所用设置：权重精度 {precision}，上下文 {ctx} token，并发请求 {n} 个，每月运行 {hours} 小时，共 {months} 个月"
        ),
    };
    if let Some(t) = j.target_tokens_per_s {
        line.push_str(&match lang {
            Lang::En => format!(", at least {t} tokens/s in all"),
            Lang::Zh => format!("，总吞吐至少每秒 {t} 个 token"),
        });
    }
    if let Some(ms) = j.target_ms_per_token {
        line.push_str(&match lang {
            Lang::En => format!(", a decode step within {ms} ms"),
            Lang::Zh => format!("，每个解码步不超过 {ms} 毫秒"),
        });
    }
    let sep = if lang == Lang::Zh { "；" } else { "; " };
    format!("{line}{sep}{shape}")
}

/// `gpuplan size --task inference`'s memory line: one replica's weights and KV cache.
pub fn replica_memory_line(m: &MemoryBreakdown, lang: Lang) -> String {
    let (w, kv, t) = (m.weights_gb, m.activations_gb, m.total_gb());
    match lang {
        Lang::En => format!(
            "memory of one replica: weights {w:.1} GB, KV cache {kv:.1} GB; total {t:.1} GB"
        ),
        Lang::Zh => format!("单个副本的显存：权重 {w:.1} GB，KV 缓存 {kv:.1} GB；合计 {t:.1} GB"),
    }
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
    match lang {
        Lang::En => format!(
            "{gpus} GPU(s) a replica, {replicas} replica(s), {gb_each:>6.1} GB each, decode {decode:.0} tokens/s, prefill {prefill:.0} tokens/s"
        ),
        Lang::Zh => format!(
            "每个副本 {gpus} 个 GPU，共 {replicas} 个副本，每个 GPU {gb_each:>6.1} GB，解码每秒 {decode:.0} 个 token，预填充每秒 {prefill:.0} 个 token"
        ),
    }
}

/// `gpuplan spot`'s first line: the size, region, work and VMs as given.
pub fn spot_heading(size: &str, region: &str, work: &str, vms: &str, lang: Lang) -> String {
    let title = crate::calc::title(gpuplan_core::calc::Kind::Spot, lang);
    match lang {
        Lang::En => format!("{title}: {size} in {region}, {work} GPU-hours on {vms} VM(s)"),
        Lang::Zh => {
            format!("{title}：{region} 中的 {size}，{work} GPU 小时，{vms} 台虚拟机")
        }
    }
}

/// Where the reader's export came from, in the eviction-rate line: its path, and its date with
/// where that date came from (`from`, already in words), or that it has none.
pub fn export_origin(path: &str, date: Option<Date>, from: &str, lang: Lang) -> String {
    match (lang, date) {
        (Lang::En, Some(d)) => format!("{path}, dated {d} ({from})"),
        (Lang::En, None) => format!("{path}, {}", M::Undated.text(lang)),
        (Lang::Zh, Some(d)) => format!("{path}，日期为 {}，{from}", format::date(d, lang)),
        (Lang::Zh, None) => format!("{path}，{}", CalcMsg::DateNotGiven.text(lang)),
    }
}

/// The eviction rate from the reader's export: the band for the size and region, and where the
/// export came from ([`export_origin`]).
pub fn rate_from_export(band: &str, sku: &str, location: &str, origin: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "Eviction rate: band {band} for {sku} in {location}, from your Resource Graph export ({origin})"
        ),
        Lang::Zh => format!(
            "逐出率：{location} 中 {sku} 的区间为 {band}，取自你的 Resource Graph 导出（{origin}）"
        ),
    }
}

/// The plan at a band: the end used, the chance within an hour, the rate, the band's range and
/// the mean time between interruptions.
pub fn band_plan(b: &BandRate, lang: Lang) -> String {
    let pct = b.chance_per_hour * 100.0;
    let (rate, low, mtbi) = (b.rate_per_hour, b.range_per_hour.0, b.mtbi_hours);
    match lang {
        Lang::En => {
            let end = match b.used {
                BandEnd::High => "upper end",
                BandEnd::Low if b.at_least => "lower end, the band has no upper one: at least",
                BandEnd::Low => "lower end",
            };
            let high =
                b.range_per_hour.1.map_or("no upper bound".to_owned(), |h| format!("{h:.4}"));
            format!(
                "planned at the {end} {pct:.0}% within an hour = {rate:.4} evictions per VM-hour (band: {low:.4} to {high}); one interruption every {mtbi:.1} h per VM"
            )
        }
        Lang::Zh => {
            let end = match b.used {
                BandEnd::High => "按区间上限规划：一小时内被逐出的概率为",
                BandEnd::Low if b.at_least => {
                    "按区间下限规划（该区间没有上限）：一小时内被逐出的概率至少为"
                }
                BandEnd::Low => "按区间下限规划：一小时内被逐出的概率为",
            };
            let range = b
                .range_per_hour
                .1
                .map_or(format!("{low:.4} 起，无上限"), |h| format!("{low:.4} 到 {h:.4}"));
            format!(
                "{end} {pct:.0}%，即每虚拟机小时 {rate:.4} 次逐出（区间：{range}）；平均每台虚拟机每 {mtbi:.1} 小时中断一次"
            )
        }
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
    match (lang, rows) {
        (Lang::En, None) => format!("Eviction rate: {rate} per VM-hour as given"),
        (Lang::En, Some(n)) => format!(
            "Eviction rate: {rate} per VM-hour as given; your export's {n} row(s) have none for {size} in {region}"
        ),
        (Lang::Zh, None) => format!("逐出率：按所给的每虚拟机小时 {rate}"),
        (Lang::Zh, Some(n)) => format!(
            "逐出率：按所给的每虚拟机小时 {rate}；你的导出共 {n} 行，其中没有 {region} 中 {size} 的数据"
        ),
    }
}

/// A duration in hours with two decimals, as `gpuplan spot` writes its figures; "never" when
/// not finite.
pub fn hours_2(h: f64, lang: Lang) -> String {
    match lang {
        _ if !h.is_finite() => format::hours(h, lang),
        Lang::En => format!("{h:.2} h"),
        Lang::Zh => format!("{h:.2} 小时"),
    }
}

/// A price a result used: what (in words, [`crate::calc::price_what`]), US dollars an hour,
/// the snapshot's date and the source's key.
pub fn price_used(what: &str, usd: Decimal, d: Date, source: &str, lang: Lang) -> String {
    match lang {
        Lang::En => {
            format!("price used: {what}: {usd} USD per hour (snapshot {d}, source {source})")
        }
        Lang::Zh => format!(
            "所用价格：{what}：每小时 {usd} 美元（快照日期 {}，来源 {source}）",
            format::date(d, lang)
        ),
    }
}

/// An export too large to read: its path, size and the limit, in bytes.
pub fn export_too_large(path: &str, bytes: u64, max: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{path} is {bytes} bytes; at most {max} are read (filter the query to your regions or sizes)"
        ),
        Lang::Zh => format!(
            "{path} 有 {bytes} 字节，最多只读取 {max} 字节（请在查询中只筛选你的区域或规格）"
        ),
    }
}

/// The chapter's title in `gpuplan check`.
pub fn title_line(title: &str, lang: Lang) -> String {
    colon(M::Title.text(lang), title, lang)
}

/// A diagnostic of `gpuplan check`: the line and what was found. The English is the core's.
pub fn diagnostic(d: &Diagnostic, lang: Lang) -> String {
    if lang == Lang::En {
        return d.to_string();
    }
    let what = match &d.kind {
        DiagnosticKind::RawHtml(h) => format!("原始 HTML 按文本显示：{h}"),
        DiagnosticKind::UnsafeLink(u) => format!("已删除链接：{u}"),
        DiagnosticKind::Image(u) => format!("图片未渲染：{u}"),
        DiagnosticKind::DuplicateAnchor(a) => format!("锚点 #{a} 重复"),
        DiagnosticKind::BadDirective(x) => format!("不是有效的指令：{x}"),
        DiagnosticKind::TooDeep(n) => format!("嵌套超过 {n} 层的部分已展平"),
        DiagnosticKind::BadCalculatorParam(p) => {
            format!("计算器参数不是 `key = value` 形式：{p}")
        }
    };
    format!("第 {} 行：{what}", d.line)
}

/// `gpuplan check`'s failure: how many diagnostics it found.
pub fn diagnostics_count(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{n} diagnostics"),
        Lang::Zh => format!("发现 {n} 个问题"),
    }
}

/// A calculator's argument that is not `key=value`.
pub fn not_a_pair(arg: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("{arg:?} is not key=value"),
        Lang::Zh => format!("{}不是 key=value 形式", quote(arg, lang)),
    }
}

/// A key the calculator lacks, with where to see its keys.
pub fn unknown_key(key: &str, calc: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!(
            "{key:?} is not a field of the {calc} calculator (see `gpuplan calc {calc} --fields`)"
        ),
        Lang::Zh => format!(
            "{}不是 {calc} 计算器的字段（可运行 `gpuplan calc {calc} --fields` 查看）",
            quote(key, lang)
        ),
    }
}

/// A value longer than a field keeps.
pub fn too_long(max: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("is longer than {max} characters"),
        Lang::Zh => format!("超过 {max} 个字符"),
    }
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
        let sep = catalog::list_sep(lang);
        out.push_str(&match lang {
            Lang::En => format!("; {}: {}", M::Values.text(lang), values.join(sep)),
            Lang::Zh => format!("；{}：{}", M::Values.text(lang), values.join(sep)),
        });
    }
    out
}

/// The heading over the prices a calculator's result used.
pub fn prices_used_heading(lang: Lang) -> String {
    match lang {
        Lang::En => format!("{}:", CalcMsg::PricesUsed.text(lang)),
        Lang::Zh => format!("{}：", CalcMsg::PricesUsed.text(lang)),
    }
}

/// A line's price warnings under the estimate table, beside its notes, each worded by
/// [`estimate::warning`]: `warning, line 0: Standard_X is retired: …`.
pub fn line_warnings(
    index: usize,
    warnings: &[gpuplan_core::cost::PriceWarning],
    lang: Lang,
) -> String {
    let each: Vec<String> = warnings.iter().map(|w| estimate::warning(w, lang)).collect();
    match lang {
        Lang::En => format!("warning, line {index}: {}", each.join("; ")),
        Lang::Zh => format!("第 {index} 行警告：{}", each.join("；")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_has_both_languages() {
        for m in CliMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }

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

    #[test]
    fn texts_with_figures_read_in_both_languages_with_the_same_numbers() {
        let d = Date::new(2026, 7, 27).unwrap_or_else(|| panic!("a date"));
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
        pair("converted", |l| converted(Decimal::new(71, 1), "CNY", "元", l));
        pair("feasible", |l| feasible(12, 40, l));
        pair("flops", |l| flops_line(8.4e23, l));
        pair("memory", |l| {
            memory_line(
                &MemoryBreakdown {
                    weights_gb: 140.0,
                    gradients_gb: 140.0,
                    optimizer_gb: 840.0,
                    activations_gb: 12.5,
                },
                l,
            )
        });
        pair("size row", |l| size_row("16", 70.5, 1234.5, 0.35, l));
        pair("spot heading", |l| spot_heading(size, "westeurope", "4000", "2", l));
        pair("export origin", |l| export_origin("e.json", Some(d), "x", l));
        pair("rate as given", |l| rate_as_given("5%", Some(3), size, "westeurope", l));
        pair("price used", |l| price_used("Spot", price, d, "prices-radar", l));
        pair("too large", |l| export_too_large("e.json", 20_000_000, 10_000_000, l));
        pair("problems", |l| problems_count(3, l));
        pair("unknown key", |l| unknown_key("colour", "spot", l));
        pair("too long", |l| too_long(64, l));
        pair("diagnostics", |l| diagnostics_count(3, l));
        pair("step", |l| step(2, l));
        for (low, high, used, at_least) in
            [(0.05, Some(0.1), BandEnd::High, false), (0.22, None, BandEnd::Low, true)]
        {
            let b = BandRate {
                band: gpuplan_core::cost::eviction::Band::P20Plus,
                asked: BandEnd::High,
                used,
                chance_per_hour: 0.15,
                rate_per_hour: 0.1625,
                mtbi_hours: 6.15,
                range_per_hour: (low, high),
                at_least,
            };
            pair("band plan", |l| band_plan(&b, l));
        }
        for kind in [
            DiagnosticKind::RawHtml("<b>".into()),
            DiagnosticKind::TooDeep(4),
            DiagnosticKind::DuplicateAnchor("cost".into()),
        ] {
            pair("diagnostic", |l| diagnostic(&Diagnostic { line: 12, kind: kind.clone() }, l));
        }
    }

    /// The English texts are the ones the CLI has always printed.
    #[test]
    fn the_english_reads_as_before() {
        let d = Date::new(2026, 7, 27).unwrap_or_else(|| panic!("a date"));
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
        assert_eq!(catalog_column(Column::Vram, Lang::En), "vram GB");
        assert_eq!(catalog_column(Column::Vram, Lang::Zh), "GPU 显存（GB）");
        assert_eq!(error_line("x", Lang::Zh), "错误：x");
        assert_eq!(
            see_guide("guide/en/decision-tree#task", Lang::Zh),
            "（见 guide/zh/decision-tree#task）"
        );
        assert_eq!(hours_2(f64::INFINITY, Lang::En), "never");
        assert_eq!(hours_2(3.456, Lang::En), "3.46 h");
    }
}
