//! The article's four-step decision tree as an explainable procedure, ending in a ranked list of
//! feasible Azure sizes with their cost, time and reasons, and the sizes left out with theirs.
//!
//! 1. **Task** → candidate series: large pretraining (more than 10 B parameters) → ND with
//!    InfiniBand; smaller training and CNNs → NC A100 class; inference and fine-tuning → NV A10 /
//!    NC T4 class, or AMD. Every size whose memory fits is ranked; the article's pick is named, and
//!    where the data ranks another size first the step says why.
//! 2. **Budget and duration** → pricing models: under a month, pay-as-you-go (with
//!    auto-shutdown); one to twelve months, also 1-year savings plans and reservations; longer,
//!    also 3-year ones; interruptible work, also Spot and Low Priority.
//! 3. **Data and network**: a job on more than one VM needs InfiniBand; terabytes of data favour
//!    local NVMe.
//! 4. **Ecosystem**: CUDA or ROCm decides the GPU vendor; containers and AKS or Azure ML are
//!    noted.
//!
//! A recommendation's cost is [`crate::cost::estimate::compute_total`] of the same line: the
//! total the estimate engine computes for it, without the words, so the loop over every size,
//! region and pricing model allocates nothing per priced record.

use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;
use serde::{Deserialize, Serialize};

use super::{CvJob, InferenceJob, SizingData, SizingError, SizingErrorKind, TrainingJob, check};
use crate::catalog::{Catalog, Gpu, Lifecycle, Os, PricingModel, Size};
use crate::cost::estimate::{ComputeSpec, Payment, compute_total};
use crate::date::Date;

/// What is to be run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Task {
    /// Pretraining (or full training).
    Training(TrainingJob),
    /// Fine-tuning: full, LoRA or QLoRA.
    FineTuning(TrainingJob),
    /// Serving a model.
    Inference(InferenceJob),
    /// Computer-vision training.
    CvTraining(CvJob),
}

/// GPU software stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Framework {
    /// NVIDIA only.
    Cuda,
    /// AMD only.
    Rocm,
    /// Either.
    #[default]
    Any,
}

/// Where the job runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Platform {
    /// Plain VMs.
    #[default]
    Vm,
    /// AKS GPU node pools.
    Aks,
    /// Azure Machine Learning.
    AzureMl,
}

/// A workload and the answers to the tree's questions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Workload {
    /// The task.
    pub task: Task,
    /// The region; every region when absent.
    #[serde(default)]
    pub region: Option<String>,
    /// OS.
    #[serde(default = "linux")]
    pub os: Os,
    /// Whether the job survives interruptions (checkpoints, retries).
    #[serde(default)]
    pub interruptible: bool,
    /// Training data, TB.
    #[serde(default)]
    pub data_tb: f64,
    /// CUDA, ROCm or either.
    #[serde(default)]
    pub framework: Framework,
    /// Containers.
    #[serde(default)]
    pub containers: bool,
    /// VMs, AKS or Azure ML.
    #[serde(default)]
    pub platform: Platform,
    /// Share of each GPU's memory a job may use (default 0.9).
    #[serde(default = "usable_default")]
    pub usable_memory_fraction: f64,
    /// Negotiated discount on compute, percent.
    #[serde(default)]
    pub discount_pct: Decimal,
    /// Finish training within this many days: GPUs are added beyond what memory needs.
    #[serde(default)]
    pub max_days: Option<f64>,
}

fn linux() -> Os {
    Os::Linux
}
fn usable_default() -> f64 {
    0.9
}

/// One step of the tree.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    /// 1 to 4.
    pub number: u8,
    /// Its title.
    pub title: &'static str,
    /// The rule, in words.
    pub rule: String,
    /// The inputs it read, as (name, value).
    pub inputs: Vec<(String, String)>,
    /// The branch taken.
    pub branch: String,
    /// The guide section that explains it (a site path).
    pub guide: &'static str,
    /// Warnings.
    pub warnings: Vec<String>,
}

/// A feasible size, costed.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Candidate {
    /// ARM size name.
    pub size: String,
    /// Region.
    pub region: String,
    /// VMs (nodes).
    pub vms: u32,
    /// GPUs in use.
    pub gpus: f64,
    /// Memory per GPU, GB.
    pub memory_per_gpu_gb: f64,
    /// The cheapest allowed pricing model.
    pub model: PricingModel,
    /// Total cost, USD.
    #[serde(with = "rust_decimal::serde::str")]
    pub cost: Decimal,
    /// Hours the job takes (training) or runs (inference).
    pub hours: f64,
    /// Cost per million tokens (inference).
    #[serde(with = "rust_decimal::serde::str_option")]
    pub cost_per_million_tokens: Option<Decimal>,
    /// The total under every allowed pricing model the snapshot prices here, cheapest first.
    pub costs_by_model: Vec<(PricingModel, String)>,
    /// Why it is here and ranked so.
    pub reasons: Vec<String>,
}

/// A size left out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Excluded {
    /// ARM size name.
    pub size: String,
    /// Why.
    pub reason: String,
}

/// The tree's answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Recommendation {
    /// The four steps.
    pub steps: Vec<Step>,
    /// Feasible sizes, cheapest first.
    pub ranked: Vec<Candidate>,
    /// Sizes left out.
    pub excluded: Vec<Excluded>,
}

/// What a size would do for the task, before prices.
struct Fit {
    vms: u32,
    gpus: f64,
    memory_per_gpu_gb: f64,
    hours_per_month: f64,
    months: f64,
    job_hours: f64,
    tokens_per_s: Option<f64>,
    reasons: Vec<String>,
}

fn gpu_peak(job_precision: super::Precision, gpu: &Gpu, reasons: &mut Vec<String>) -> Option<f64> {
    match job_precision.peak_tflops(gpu) {
        Some(p) => Some(p),
        None if job_precision == super::Precision::Fp8 => {
            reasons.push(format!("{} has no FP8 figure: BF16 used", gpu.name));
            super::Precision::Bf16.peak_tflops(gpu)
        }
        None => None,
    }
}

fn fit(w: &Workload, sizing: &SizingData, size: &Size, gpu: &Gpu) -> Result<Fit, String> {
    let per_gpu_gb = size.vram_per_gpu_gb();
    let usable = if size.gpu_count.is_whole() { per_gpu_gb } else { size.vram_gb() }
        * w.usable_memory_fraction;
    let gpus_per_vm = size.gpu_count.as_f64();
    let mut reasons = Vec::new();
    match &w.task {
        Task::Training(job) | Task::FineTuning(job) => {
            let peak = gpu_peak(job.precision, gpu, &mut reasons).ok_or_else(|| {
                format!("no {:?} throughput figure for {}", job.precision, gpu.name)
            })?;
            let peak = if size.gpu_count.is_whole() { peak } else { peak * gpus_per_vm };
            let g_memory = job.fewest_gpus(usable).ok_or_else(|| {
                format!(
                    "does not fit: even sharded, {:.0} GB per GPU is more than {:.0} usable",
                    job.memory(1_000_000).total_gb(),
                    usable
                )
            })?;
            let mfu = job.mfu.unwrap_or(sizing.training.default_mfu);
            // GPUs to finish by the deadline: FLOPs / (peak × MFU × seconds).
            let g_deadline = w
                .max_days
                .map_or(1.0, |d| (job.flops() / (peak * 1e12 * mfu * d * 86_400.0)).ceil());
            if g_deadline > 1.0e6 {
                return Err("the deadline needs more than a million GPUs".into());
            }
            let g = g_memory.max(g_deadline as u32);
            if g > g_memory {
                reasons.push(format!(
                    "{g} GPUs to finish within {} days (memory needs {g_memory})",
                    w.max_days.unwrap_or_default()
                ));
            }
            if !size.gpu_count.is_whole() && g > 1 {
                return Err(format!("a {} GPU partition cannot hold it", size.gpu_count));
            }
            let vms = if size.gpu_count.is_whole() { g.div_ceil(size.gpu_count.num) } else { 1 };
            let gpus = f64::from(vms) * gpus_per_vm;
            let used = if size.gpu_count.is_whole() { gpus as u32 } else { 1 };
            let hours = job.hours(used, peak, mfu);
            let mem = job.memory(used).total_gb();
            reasons.push(format!(
                "needs {g} GPU(s); uses {vms} VM(s), {mem:.1} GB of {usable:.0} usable per GPU"
            ));
            reasons.push(format!(
                "{:.3e} FLOPs at {:.0} TFLOP/s per GPU and MFU {mfu}: {hours:.1} h",
                job.flops(),
                peak
            ));
            Ok(Fit {
                vms,
                gpus,
                memory_per_gpu_gb: mem,
                hours_per_month: 730.0,
                months: hours / 730.0,
                job_hours: hours,
                tokens_per_s: None,
                reasons,
            })
        }
        Task::Inference(job) => {
            let (hours_per_month, months) = (&job.hours_per_month, &job.months);
            let peak = gpu_peak(job.precision, gpu, &mut reasons).ok_or_else(|| {
                format!("no {:?} throughput figure for {}", job.precision, gpu.name)
            })?;
            let bandwidth = gpu
                .bandwidth_gbs
                .ok_or_else(|| format!("no memory bandwidth figure for {}", gpu.name))?;
            let (peak, bandwidth) = if size.gpu_count.is_whole() {
                (peak, bandwidth)
            } else {
                (peak * gpus_per_vm, bandwidth * gpus_per_vm)
            };
            let plan =
                job.plan(usable, bandwidth, peak, &sizing.inference).ok_or("cannot be planned")?;
            if !size.gpu_count.is_whole() && plan.gpus > 1 {
                return Err(format!("a {} GPU partition cannot hold it", size.gpu_count));
            }
            let vms_per_replica =
                if size.gpu_count.is_whole() { plan.gpus.div_ceil(size.gpu_count.num) } else { 1 };
            let vms = vms_per_replica * plan.replicas;
            reasons.push(format!(
                "{:.1} GB of weights + {:.1} GB of KV cache: {} GPU(s) a replica, {} replica(s); decode {:.0} tokens/s a replica",
                plan.memory.weights_gb, plan.memory.activations_gb, plan.gpus, plan.replicas, plan.decode_tokens_per_s
            ));
            Ok(Fit {
                vms,
                gpus: f64::from(vms) * gpus_per_vm,
                memory_per_gpu_gb: plan.memory.total_gb() / f64::from(plan.gpus),
                hours_per_month: *hours_per_month,
                months: *months,
                job_hours: hours_per_month * months,
                tokens_per_s: Some(plan.decode_tokens_per_s * f64::from(plan.replicas)),
                reasons,
            })
        }
        Task::CvTraining(job) => {
            let flops = job.flops(sizing).map_err(|e| e.to_string())?;
            let peak = super::Precision::Bf16
                .peak_tflops(gpu)
                .ok_or_else(|| format!("no BF16 throughput figure for {}", gpu.name))?
                * gpus_per_vm;
            let mfu = job.mfu.unwrap_or(sizing.training.default_mfu);
            let hours = flops / (peak * 1e12 * mfu) / 3600.0;
            reasons.push(format!("{flops:.3e} FLOPs on one VM ({gpus_per_vm} GPU) at MFU {mfu}: {hours:.1} h; CV models are assumed to fit in memory"));
            Ok(Fit {
                vms: 1,
                gpus: gpus_per_vm,
                memory_per_gpu_gb: 0.0,
                hours_per_month: 730.0,
                months: hours / 730.0,
                job_hours: hours,
                tokens_per_s: None,
                reasons,
            })
        }
    }
}

/// The pricing models step 2 allows for a job of `months`.
fn allowed_models(w: &Workload, months: f64) -> Vec<PricingModel> {
    let mut m = vec![PricingModel::Payg];
    if months >= 1.0 {
        m.extend([PricingModel::SavingsPlan1y, PricingModel::Reservation1y]);
    }
    if months > 12.0 {
        m.extend([PricingModel::SavingsPlan3y, PricingModel::Reservation3y]);
    }
    if w.interruptible {
        m.extend([PricingModel::Spot, PricingModel::LowPriority]);
    }
    m
}

fn validate(w: &Workload, c: &Catalog, sizing: &SizingData) -> Result<(), SizingError> {
    match &w.task {
        Task::Training(j) | Task::FineTuning(j) => j.validate()?,
        Task::Inference(job) => job.validate()?,
        Task::CvTraining(job) => {
            job.flops(sizing)?;
        }
    }
    check("usable_memory_fraction", w.usable_memory_fraction, 0.1, 1.0)?;
    check("data_tb", w.data_tb, 0.0, 1.0e6)?;
    if let Some(d) = w.max_days {
        check("max_days", d, 0.01, 36_500.0)?;
    }
    if w.discount_pct.is_sign_negative() || w.discount_pct > Decimal::ONE_HUNDRED {
        return Err(SizingError { field: "discount_pct".into(), kind: SizingErrorKind::Percent });
    }
    if let Some(r) = &w.region
        && c.region(r).is_none()
    {
        return Err(SizingError {
            field: "region".into(),
            kind: SizingErrorKind::UnknownRegion(r.chars().take(40).collect()),
        });
    }
    Ok(())
}

/// Runs the tree for a workload on `today`: the catalog's sizes and prices, the sizing models'
/// calibration.
pub fn recommend(
    w: &Workload,
    c: &Catalog,
    sizing: &SizingData,
    today: Option<Date>,
) -> Result<Recommendation, SizingError> {
    validate(w, c, sizing)?;
    let (task_name, big, article_pick) = match &w.task {
        Task::Training(j) if j.params > 10.0e9 => ("large pretraining", true, "ND_H100_v5"),
        Task::Training(_) => ("small or medium training", false, "NC_A100_v4"),
        Task::CvTraining(_) => ("computer-vision training", false, "NC_A100_v4"),
        Task::FineTuning(_) => ("fine-tuning", false, "NVadsA10_v5"),
        Task::Inference(_) => ("inference", false, "NVadsA10_v5"),
    };
    let mut ranked = Vec::new();
    let mut excluded = Vec::new();
    let mut multi_node = false;
    let mut spot_used = false;
    for size in &c.sizes {
        let exclude = |reason: String| Excluded { size: size.name.clone(), reason };
        if c.size_lifecycle(size, today) == Some(Lifecycle::Retired) {
            excluded.push(exclude(format!(
                "retired{}",
                c.series_of(size)
                    .and_then(|s| s.retires)
                    .map(|d| format!(" on {d}"))
                    .unwrap_or_default()
            )));
            continue;
        }
        let Some(gpu) = c.gpu_of(size) else {
            excluded.push(exclude("the docs read do not name its GPU".into()));
            continue;
        };
        let amd = gpu.vendor == "AMD";
        match w.framework {
            Framework::Cuda if amd => {
                excluded.push(exclude(format!("{} is an AMD GPU; the job needs CUDA", gpu.name)));
                continue;
            }
            Framework::Rocm if !amd => {
                excluded
                    .push(exclude(format!("{} is not an AMD GPU; the job needs ROCm", gpu.name)));
                continue;
            }
            _ => {}
        }
        let fit = match fit(w, sizing, size, gpu) {
            Ok(f) => f,
            Err(reason) => {
                excluded.push(exclude(reason));
                continue;
            }
        };
        if fit.vms > 1
            && !matches!(w.task, Task::Inference(_))
            && size.infiniband.known() != Some(true)
        {
            excluded.push(exclude(format!(
                "needs {} VMs working together, and the docs do not state InfiniBand for it",
                fit.vms
            )));
            continue;
        }
        if fit.months > 120.0 {
            excluded.push(exclude(format!(
                "would run {:.0} years: longer than the 10 years an estimate covers",
                fit.months / 12.0
            )));
            continue;
        }
        let models = allowed_models(w, fit.months);
        // Only (region, model) pairs the snapshot prices are costed: the size's records are
        // sorted by region, OS and model, so one pass finds the best model per region.
        let (Some(months), Some(hpm)) =
            (Decimal::from_f64(fit.months), Decimal::from_f64(fit.hours_per_month))
        else {
            excluded.push(exclude("its duration cannot be priced".into()));
            continue;
        };
        let mut best: Option<(&str, PricingModel, Decimal)> = None;
        let mut by_model: Vec<(PricingModel, Decimal)> = Vec::new();
        let before = ranked.len();
        let mut records = c
            .prices_of(&size.name)
            .filter(|p| {
                p.os == w.os
                    && models.contains(&p.model)
                    && w.region.as_deref().is_none_or(|r| p.region == r)
            })
            .peekable();
        while let Some(p) = records.next() {
            let spec = ComputeSpec {
                size: &size.name,
                region: &p.region,
                count: Decimal::from(fit.vms),
                os: w.os,
                model: p.model,
                hours_per_month: hpm,
                months,
                discount_pct: w.discount_pct,
                payment: Payment::Upfront,
                user_price: None,
            };
            if let Some(total) = compute_total(c, &spec) {
                by_model.push((p.model, total));
                if best.is_none_or(|(_, _, b)| total < b) {
                    best = Some((&p.region, p.model, total));
                }
            }
            let region_ends = records.peek().is_none_or(|next| next.region != p.region);
            if region_ends && let Some((region, model, cost)) = best.take() {
                let mut reasons = fit.reasons.clone();
                if size.series == article_pick {
                    reasons.push("the article's pick for this task".into());
                }
                if let Some(series) = c.series_of(size)
                    && Catalog::lifecycle_on(series, today) == Lifecycle::Retiring
                {
                    reasons.push(format!(
                        "retiring{}: plan a move",
                        series.retires.map(|d| format!(" on {d}")).unwrap_or_default()
                    ));
                }
                if w.data_tb >= 1.0 && size.nvme.known() != Some(true) {
                    reasons.push(
                        "no local NVMe stated: terabytes of data will be read over the network"
                            .into(),
                    );
                }
                reasons.push(format!("{} is the cheapest allowed model here", model.as_str()));
                spot_used |= matches!(model, PricingModel::Spot | PricingModel::LowPriority);
                multi_node |= fit.vms > 1;
                let per_m = fit.tokens_per_s.and_then(|tps| {
                    let tokens = tps * 3600.0 * fit.job_hours;
                    Decimal::from_f64(tokens)
                        .filter(|t| !t.is_zero())
                        .map(|t| cost * Decimal::from(1_000_000) / t)
                });
                ranked.push(Candidate {
                    size: size.name.clone(),
                    region: region.to_owned(),
                    vms: fit.vms,
                    gpus: fit.gpus,
                    memory_per_gpu_gb: fit.memory_per_gpu_gb,
                    model,
                    cost,
                    hours: fit.job_hours,
                    cost_per_million_tokens: per_m,
                    costs_by_model: {
                        let mut all = std::mem::take(&mut by_model);
                        all.sort_by_key(|a| a.1);
                        all.into_iter().map(|(m, v)| (m, v.to_string())).collect()
                    },
                    reasons,
                });
            }
        }
        if ranked.len() == before {
            excluded.push(exclude(match &w.region {
                Some(r) => format!("no allowed pricing model is in the snapshot for {r}"),
                None => "no allowed pricing model is in the snapshot in any region".into(),
            }));
        }
    }
    ranked.sort_by(|a, b| {
        a.cost.cmp(&b.cost).then(a.hours.total_cmp(&b.hours)).then(a.size.cmp(&b.size))
    });
    let steps = steps(w, task_name, big, article_pick, &ranked, multi_node, spot_used, c);
    Ok(Recommendation { steps, ranked, excluded })
}

#[allow(clippy::too_many_arguments)]
fn steps(
    w: &Workload,
    task: &str,
    big: bool,
    pick: &str,
    ranked: &[Candidate],
    multi_node: bool,
    spot: bool,
    c: &Catalog,
) -> Vec<Step> {
    let mut s1 = Step {
        number: 1,
        title: "Task type",
        rule: "Large pretraining (more than 10 B parameters) → ND sizes with InfiniBand; smaller training and CNNs → NC A100 class; inference and fine-tuning → NV A10 / NC T4 class, or AMD. Every size whose memory fits is then ranked.".into(),
        inputs: vec![("task".into(), task.into()), ("deadline (days)".into(), w.max_days.map_or("none".into(), |d| d.to_string()))],
        branch: format!("{task}: the article's pick is {pick}"),
        guide: "guide/en/decision-tree#task",
        warnings: Vec::new(),
    };
    if let Some(top) = ranked.first() {
        let top_series = c.size(&top.size).map(|s| s.series.as_str()).unwrap_or_default();
        if top_series != pick {
            let pick_best =
                ranked.iter().find(|r| c.size(&r.size).is_some_and(|s| s.series == pick));
            s1.warnings.push(match pick_best {
                Some(p) => format!(
                    "The data ranks {} first: {:.0} USD against {:.0} for the article's pick {} ({} of {} GB per GPU used).",
                    top.size, top.cost, p.cost, p.size, format_args!("{:.0}", p.memory_per_gpu_gb), c.size(&p.size).map_or(0.0, Size::vram_per_gpu_gb)
                ),
                None => format!("The data ranks {} first; the article's pick {} is not feasible or not priced here.", top.size, pick),
            });
        }
    }
    if big {
        s1.warnings.push(
            "Plan on at least 4 GPUs, 8 or more advised, for pretraining at this scale.".into(),
        );
    }
    let months = ranked.first().map_or(0.0, |r| r.hours / 730.0);
    let mut s2 = Step {
        number: 2,
        title: "Budget and duration",
        rule: "Under a month: pay-as-you-go with auto-shutdown. One to twelve months: also 1-year savings plans and reservations. Longer: also 3-year. Interruptible: also Spot and Low Priority.".into(),
        inputs: vec![("duration (months, top size)".into(), format!("{months:.2}")), ("interruptible".into(), w.interruptible.to_string())],
        branch: if months < 1.0 { "short run: pay-as-you-go; turn on auto-shutdown".into() } else if months <= 12.0 { "months: 1-year commitments considered".into() } else { "more than a year: 3-year commitments considered".into() },
        guide: "guide/en/decision-tree#budget",
        warnings: Vec::new(),
    };
    if w.interruptible {
        s2.warnings.push("Spot gives 30 seconds' notice before eviction: checkpoint often (see the Spot analysis for the interval).".into());
    }
    if spot {
        s2.warnings.push("A Spot price can equal pay-as-you-go (ND H200 v5 in some EU regions): the ranking uses the snapshot, not a typical discount.".into());
    }
    let mut s3 = Step {
        number: 3,
        title: "Data and network",
        rule: "More than one VM working together needs InfiniBand (sizes without it are left out). Terabytes of data favour local NVMe.".into(),
        inputs: vec![("data (TB)".into(), format!("{}", w.data_tb)), ("multi-node".into(), multi_node.to_string())],
        branch: if multi_node { "multi-node: InfiniBand required".into() } else { "single VM: no InfiniBand needed".into() },
        guide: "guide/en/decision-tree#data-network",
        warnings: Vec::new(),
    };
    if w.data_tb >= 1.0 {
        s3.warnings.push("With terabytes of data, stage it on local NVMe or temp disk; sizes without local NVMe say so in their reasons.".into());
    }
    let s4 = Step {
        number: 4,
        title: "Ecosystem",
        rule: "CUDA needs NVIDIA GPUs, ROCm AMD ones. Containers and Kubernetes reduce lock-in; Azure ML manages training jobs.".into(),
        inputs: vec![
            ("framework".into(), format!("{:?}", w.framework).to_lowercase()),
            ("containers".into(), w.containers.to_string()),
            ("platform".into(), format!("{:?}", w.platform)),
        ],
        branch: match w.framework {
            Framework::Cuda => "NVIDIA sizes only".into(),
            Framework::Rocm => "AMD sizes only".into(),
            Framework::Any => "NVIDIA and AMD sizes".into(),
        },
        guide: "guide/en/decision-tree#ecosystem",
        warnings: match w.platform {
            Platform::Aks => vec!["AKS GPU node pools: check the size's quota in the region before you plan on it.".into()],
            Platform::AzureMl => vec!["Azure ML compute clusters use the same VM sizes and prices.".into()],
            Platform::Vm => Vec::new(),
        },
    };
    vec![s1, s2, s3, s4]
}

/// Reads a workload from JSON, naming the place of a syntax or shape error.
pub fn parse(json: &str) -> Result<Workload, SizingError> {
    serde_json::from_str(json).map_err(|e| SizingError {
        field: format!("line {} column {}", e.line(), e.column()),
        kind: SizingErrorKind::Parse(e.to_string()),
    })
}
