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
//!
//! The tree holds no wording: each step's branch, inputs and warnings, each ranked size's
//! reasons and each left-out size's reason are typed values with their figures ([`Branch`],
//! [`StepInput`], [`Warning`], [`Reason`], [`Exclusion`]), worded in the reader's language by
//! `gpuplan-i18n`.

use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;
use serde::{Deserialize, Serialize};

use super::calibration::{self, Band, Basis, Calibration, Efficiency, WorkClass};
use super::scaling::{self, StepModel};
use super::serve;
use super::{
    CvJob, InferenceJob, Precision, SizingData, SizingError, SizingErrorKind, TrainingJob, check,
};
use crate::catalog::{Catalog, Gpu, GpuCount, Lifecycle, Os, PricingModel, Size, Stage};
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
    /// Finish training within this many days: GPUs are added beyond what memory needs. When
    /// absent, [`DEFAULT_DEADLINE_DAYS`] is assumed, and the answer says so.
    #[serde(default)]
    pub max_days: Option<f64>,
    /// The most VMs one job may span over InfiniBand; [`IB_REACH_VMS`] when absent.
    #[serde(default)]
    pub max_vms: Option<u32>,
    /// The job needs confidential computing: only confidential sizes are ranked. Otherwise
    /// they are left out.
    #[serde(default)]
    pub confidential: bool,
    /// Inference: a replica may span VMs (pipeline stages over InfiniBand). Without it, a
    /// replica lives in one VM.
    #[serde(default)]
    pub multi_vm_replica: bool,
}

/// The deadline assumed for training when the workload gives none, days: a month, the unit the
/// pricing models are sold in. The answer states it and the reader can change it.
pub const DEFAULT_DEADLINE_DAYS: f64 = 30.0;

/// The most VMs one job spans over InfiniBand when the workload does not say: a scale set in a
/// single placement group holds at most 100 VMs (source `az-vmss-placement-group`), and
/// InfiniBand-connected VMs are deployed as one such set.
pub const IB_REACH_VMS: u32 = 100;

impl Workload {
    /// The deadline in days and whether it was assumed; `None` for inference, which has none.
    pub fn deadline(&self) -> Option<(f64, bool)> {
        match (&self.task, self.max_days) {
            (Task::Inference(_), _) => None,
            (_, Some(d)) => Some((d, false)),
            (_, None) => Some((DEFAULT_DEADLINE_DAYS, true)),
        }
    }

    /// The most VMs a job may span over InfiniBand.
    pub fn ib_reach(&self) -> u32 {
        self.max_vms.unwrap_or(IB_REACH_VMS).max(1)
    }
}

fn linux() -> Os {
    Os::Linux
}
fn usable_default() -> f64 {
    0.9
}

/// The kind of job step 1 sees: it decides the article's pick.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TaskKind {
    /// Pretraining above 10 B parameters.
    LargePretraining,
    /// Pretraining up to 10 B parameters.
    SmallTraining,
    /// Computer-vision training.
    CvTraining,
    /// Fine-tuning.
    FineTuning,
    /// Inference.
    Inference,
}

/// One step of the tree. Its title and rule are fixed by its number.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Step {
    /// 1 to 4.
    pub number: u8,
    /// The inputs it read.
    pub inputs: Vec<StepInput>,
    /// The branch taken.
    pub branch: Branch,
    /// The guide section that explains it (a site path).
    pub guide: &'static str,
    /// Warnings.
    pub warnings: Vec<Warning>,
}

/// An input a step read, with its value.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum StepInput {
    /// Step 1: the kind of job.
    Task(TaskKind),
    /// Step 1: the deadline in days, if any.
    DeadlineDays(Option<f64>),
    /// Step 2: the top size's duration in months.
    DurationMonths(f64),
    /// Step 2: whether the job survives interruptions.
    Interruptible(bool),
    /// Step 3: training data, TB.
    DataTb(f64),
    /// Step 3: whether a ranked size needs more than one VM.
    MultiNode(bool),
    /// Step 4: the software stack.
    Framework(Framework),
    /// Step 4: containers.
    Containers(bool),
    /// Step 4: where the job runs.
    Platform(Platform),
}

/// The branch a step took.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Branch {
    /// Step 1: the kind of job and the article's pick (a series) for it.
    Task {
        /// The kind of job.
        task: TaskKind,
        /// The article's pick.
        pick: &'static str,
    },
    /// Step 2: under a month: pay-as-you-go with auto-shutdown.
    ShortRun,
    /// Step 2: one to twelve months: 1-year commitments too.
    Months,
    /// Step 2: more than a year: 3-year commitments too.
    MoreThanAYear,
    /// Step 3: more than one VM: InfiniBand required.
    MultiNode,
    /// Step 3: one VM: no InfiniBand needed.
    SingleVm,
    /// Step 4: the GPU vendors the framework allows.
    Vendors {
        /// The framework.
        framework: Framework,
    },
}

impl Branch {
    /// The step this branch belongs to (1 to 4).
    pub fn step(&self) -> u8 {
        match self {
            Branch::Task { .. } => 1,
            Branch::ShortRun | Branch::Months | Branch::MoreThanAYear => 2,
            Branch::MultiNode | Branch::SingleVm => 3,
            Branch::Vendors { .. } => 4,
        }
    }
}

/// A step's warning.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Warning {
    /// Step 1: the data ranks another size first than the article's pick.
    DataRanksFirst {
        /// The top size.
        top: String,
        /// Its cost, USD.
        #[serde(with = "rust_decimal::serde::str")]
        top_cost: Decimal,
        /// The cheapest size of the article's pick.
        pick: String,
        /// Its cost, USD.
        #[serde(with = "rust_decimal::serde::str")]
        pick_cost: Decimal,
        /// GB of each of its GPUs the job uses.
        used_gb: f64,
        /// GB each of its GPUs has.
        gb_per_gpu: f64,
    },
    /// Step 1: the data ranks another size first; the article's pick is not feasible or priced.
    PickNotRanked {
        /// The top size.
        top: String,
        /// The article's pick (a series).
        pick: &'static str,
    },
    /// Step 1: pretraining at this scale wants at least 4 GPUs.
    AtLeastFourGpus,
    /// Step 1: no deadline was given; this one is assumed.
    AssumedDeadline {
        /// Days.
        days: f64,
    },
    /// Step 1: no ranked size finishes by the deadline, even at InfiniBand's reach.
    NoneMeetsDeadline {
        /// The deadline, days.
        days: f64,
        /// The fastest ranked plan, days.
        fastest_days: f64,
    },
    /// Step 1: confidential computing asked: only confidential sizes are ranked.
    ConfidentialOnly,
    /// Step 2: how right predicted times have been on published runs held out of the
    /// calibration.
    Accuracy {
        /// The band.
        band: Band,
        /// Whether it is training's or inference's.
        training: bool,
    },
    /// Step 2: Spot's notice before eviction is short.
    SpotNotice,
    /// Step 2: a Spot price can equal pay-as-you-go.
    SpotCanEqualPayg,
    /// Step 3: stage terabytes of data on local disks.
    StageDataLocally,
    /// Step 4: AKS node pools need the size's quota.
    AksQuota,
    /// Step 4: Azure ML uses the same sizes and prices.
    AzureMlSameSizes,
}

/// Why a size ranks where it does: one fact about it, with its figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Reason {
    /// The GPU has no FP8 figure: BF16 is used instead.
    NoFp8 {
        /// The GPU's name.
        gpu: String,
    },
    /// The plan runs past the deadline: the size cannot add enough VMs (no InfiniBand, a GPU
    /// partition, or InfiniBand's reach).
    MissesDeadline {
        /// Days the plan takes.
        days: f64,
        /// The deadline, days.
        deadline_days: f64,
        /// VMs used, the most this size allows for the job.
        vms: u32,
    },
    /// A confidential-computing size, ranked because the job asks for one.
    Confidential,
    /// More GPUs than memory needs, to finish by the deadline.
    Deadline {
        /// GPUs used.
        gpus: u32,
        /// The deadline, days.
        days: f64,
        /// GPUs memory needs.
        memory_gpus: u32,
    },
    /// Training: the GPUs needed, the VMs used and the memory used per GPU.
    TrainingFit {
        /// GPUs needed.
        gpus: u32,
        /// VMs used.
        vms: u32,
        /// GB used per GPU.
        memory_gb: f64,
        /// GB usable per GPU.
        usable_gb: f64,
    },
    /// Training: the time from FLOPs, peak throughput and MFU.
    TrainingTime {
        /// FLOPs of the job.
        flops: f64,
        /// Peak TFLOP/s per GPU.
        peak_tflops: f64,
        /// Model FLOPs utilisation.
        mfu: f64,
        /// Where the MFU comes from.
        basis: Basis,
        /// Hours.
        hours: f64,
    },
    /// Training over several VMs: a step's time and the share spent communicating, the share
    /// of perfect scaling's speed kept, and the most VMs the global batch keeps busy.
    Scaling {
        /// VMs used.
        vms: u32,
        /// Seconds a step takes.
        step_s: f64,
        /// Seconds of it communicating (NVLink and the fabric between VMs), not overlapped.
        communication_s: f64,
        /// One VM's hours ÷ (VMs × hours), 0 to 1.
        efficiency: f64,
        /// The global batch, sequences.
        batch_sequences: f64,
        /// The most VMs the batch keeps busy: more add cost and no speed.
        batch_vms: u32,
        /// Their GPUs.
        batch_gpus: f64,
    },
    /// Inference: memory, GPUs a replica, replicas and decode speed.
    InferenceFit {
        /// GB of weights.
        weights_gb: f64,
        /// GB of KV cache.
        kv_cache_gb: f64,
        /// GPUs a replica (its tensor-parallel degree times its pipeline stages).
        gpus: u32,
        /// Replicas.
        replicas: u32,
        /// Decode tokens/s a replica.
        decode_tokens_per_s: f64,
    },
    /// Inference: how a replica is split: tensor-parallel GPUs (a divisor of the attention
    /// heads), VMs a replica spans and replicas a VM holds.
    Parallelism {
        /// Tensor-parallel degree.
        tensor: u32,
        /// Attention heads.
        heads: u32,
        /// VMs a replica spans (pipeline stages), 1 unless allowed over InfiniBand.
        vms_per_replica: u32,
        /// Replicas a VM holds.
        replicas_per_vm: u32,
    },
    /// Computer-vision training: the time on one VM.
    CvTime {
        /// FLOPs of the job.
        flops: f64,
        /// GPUs in the VM.
        gpus_per_vm: f64,
        /// Model FLOPs utilisation.
        mfu: f64,
        /// Where the MFU comes from.
        basis: Basis,
        /// Hours.
        hours: f64,
    },
    /// The article picks this series for the task.
    ArticlePick,
    /// The series is retiring, on its date when known.
    Retiring {
        /// The retirement date.
        on: Option<Date>,
    },
    /// Microsoft deploys new capacity for this series only to another: quota may be hard to get.
    CapacityLimited {
        /// The series new capacity goes to.
        goes_to: String,
    },
    /// Terabytes of data and no local NVMe stated.
    NoLocalNvme,
    /// The cheapest allowed pricing model here.
    Cheapest {
        /// The pricing model.
        model: PricingModel,
    },
}

/// Why a size is left out, with its figures.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Exclusion {
    /// Retired, on its date when known.
    Retired {
        /// The retirement date.
        on: Option<Date>,
    },
    /// A preview size: never recommended; the generally available size named in its place.
    Preview {
        /// The generally available size Microsoft maps it to, where it names one.
        successor: Option<String>,
    },
    /// The docs read do not name its GPU.
    GpuUnnamed,
    /// An AMD GPU, and the job needs CUDA.
    NeedsCuda {
        /// The GPU's name.
        gpu: String,
    },
    /// Not an AMD GPU, and the job needs ROCm.
    NeedsRocm {
        /// The GPU's name.
        gpu: String,
    },
    /// No throughput figure for the job's precision.
    NoThroughput {
        /// The precision.
        precision: Precision,
        /// The GPU's name.
        gpu: String,
    },
    /// Computer-vision training (which runs in BF16): no BF16 throughput figure.
    NoBf16Throughput {
        /// The GPU's name.
        gpu: String,
    },
    /// No memory bandwidth figure.
    NoBandwidth {
        /// The GPU's name.
        gpu: String,
    },
    /// The job does not fit, even sharded.
    DoesNotFit {
        /// GB per GPU the job needs.
        needed_gb: f64,
        /// GB usable per GPU.
        usable_gb: f64,
    },
    /// The deadline needs more than a million GPUs.
    DeadlineTooTight,
    /// A GPU partition cannot hold a job that needs more than one GPU.
    PartitionTooSmall {
        /// The partition.
        gpus: GpuCount,
    },
    /// The inference job cannot be planned on it.
    CannotPlan,
    /// More than one VM needed, and no InfiniBand stated.
    NoInfiniband {
        /// VMs needed.
        vms: u32,
    },
    /// More VMs needed than one InfiniBand cluster reaches.
    BeyondReach {
        /// VMs needed.
        vms: u32,
        /// The reach, VMs.
        reach: u32,
    },
    /// An inference replica would span VMs: not allowed, or no InfiniBand.
    ReplicaSpansVms {
        /// GPUs a replica needs.
        gpus: u32,
        /// GPUs a VM has.
        per_vm: u32,
        /// Whether the size has InfiniBand (then allowing it would rank the size).
        infiniband: bool,
    },
    /// No tensor-parallel degree that divides the attention heads fits in one VM.
    HeadsNotDivisible {
        /// Attention heads.
        heads: u32,
        /// GPUs memory or latency needs.
        gpus: u32,
        /// GPUs a VM has.
        per_vm: u32,
    },
    /// A confidential-computing size, and the job does not ask for one.
    ConfidentialNotAsked,
    /// The job asks for confidential computing, and the size is not.
    NotConfidential,
    /// The job would run longer than an estimate covers.
    TooLong {
        /// Years it would run.
        years: f64,
    },
    /// Its duration cannot be priced.
    Unpriceable,
    /// No allowed pricing model is in the snapshot, for the region asked or in any.
    NotPriced {
        /// The region asked, if any.
        region: Option<String>,
    },
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
    /// Whether the plan finishes by the deadline (always true for inference).
    pub meets_deadline: bool,
    /// A confidential-computing size.
    pub confidential: bool,
    /// Cost per million tokens (inference).
    #[serde(with = "rust_decimal::serde::str_option")]
    pub cost_per_million_tokens: Option<Decimal>,
    /// The total under every allowed pricing model the snapshot prices here, cheapest first.
    pub costs_by_model: Vec<(PricingModel, String)>,
    /// Why it is here and ranked so.
    pub reasons: Vec<Reason>,
}

/// A size left out.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Excluded {
    /// ARM size name.
    pub size: String,
    /// Why.
    pub reason: Exclusion,
}

/// The tree's answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Recommendation {
    /// The four steps.
    pub steps: Vec<Step>,
    /// The deadline used, days, and whether it was assumed; `None` for inference.
    pub deadline: Option<Deadline>,
    /// Feasible sizes: those that finish by the deadline first, each group cheapest first.
    pub ranked: Vec<Candidate>,
    /// Cost against wall time for the best-ranked sizes, one series per size.
    pub frontier: Vec<Frontier>,
    /// How right the times (and so the costs) have been: the error on published runs held out
    /// of the calibration, training's or inference's.
    pub accuracy: Option<Band>,
    /// Sizes left out.
    pub excluded: Vec<Excluded>,
}

/// The deadline a recommendation used.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Deadline {
    /// Days.
    pub days: f64,
    /// Assumed because the workload gave none.
    pub assumed: bool,
}

/// One size's cost at 1, 2, 4 … VMs against the wall time, in the region it ranks in.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Frontier {
    /// ARM size name.
    pub size: String,
    /// Region.
    pub region: String,
    /// Points, fewest VMs first.
    pub points: Vec<FrontierPoint>,
}

/// One point of a frontier.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FrontierPoint {
    /// VMs.
    pub vms: u32,
    /// GPUs.
    pub gpus: f64,
    /// Wall time, hours.
    pub hours: f64,
    /// The cheapest allowed pricing model for that duration.
    pub model: PricingModel,
    /// Total cost, USD.
    #[serde(with = "rust_decimal::serde::str")]
    pub cost: Decimal,
}

/// Sizes given a frontier.
pub const FRONTIER_SIZES: usize = 6;

/// What a size would do for the task, before prices.
struct Fit {
    vms: u32,
    gpus: f64,
    memory_per_gpu_gb: f64,
    hours_per_month: f64,
    months: f64,
    job_hours: f64,
    tokens_per_s: Option<f64>,
    meets_deadline: bool,
    /// Training: how the wall time scales with VMs, for the frontier.
    scaling: Option<Scaling>,
    reasons: Vec<Reason>,
}

/// Training's wall time against VMs: the per-step model of [`scaling`] (computer vision:
/// perfect scaling), from the fewest VMs memory needs to the most the size allows.
#[derive(Clone, Copy)]
struct Scaling {
    model: StepModel,
    gpus_per_vm: f64,
    min_vms: u32,
    max_vms: u32,
}

fn gpu_peak(job_precision: Precision, gpu: &Gpu, reasons: &mut Vec<Reason>) -> Option<f64> {
    match job_precision.peak_tflops(gpu) {
        Some(p) => Some(p),
        None if job_precision == Precision::Fp8 => {
            reasons.push(Reason::NoFp8 { gpu: gpu.name.clone() });
            Precision::Bf16.peak_tflops(gpu)
        }
        None => None,
    }
}

/// The VMs a training job uses on a size: enough for memory, then more to meet the deadline,
/// up to what the size allows (one VM without InfiniBand or for a GPU partition, else the
/// InfiniBand reach) and what helps (past the global batch, VMs add cost and no speed).
/// `gpu_seconds` is the job's work in seconds on one of its GPUs (or on the partition) at the
/// calibrated efficiency; `model` gives the per-step model for the fewest VMs memory needs.
fn training_vms(
    w: &Workload,
    size: &Size,
    memory_gpus: u32,
    gpu_seconds: f64,
    model: &dyn Fn(u32) -> StepModel,
) -> Result<(u32, Scaling, Vec<Reason>), Exclusion> {
    let whole = size.gpu_count.is_whole();
    let per_vm = if whole { size.gpu_count.num.max(1) } else { 1 };
    if !whole && memory_gpus > 1 {
        return Err(Exclusion::PartitionTooSmall { gpus: size.gpu_count });
    }
    let ib = size.infiniband.known() == Some(true);
    let reach = if ib && whole { w.ib_reach() } else { 1 };
    let memory_vms = memory_gpus.div_ceil(per_vm);
    if memory_vms > 1 && !ib {
        return Err(Exclusion::NoInfiniband { vms: memory_vms });
    }
    if memory_vms > reach {
        return Err(Exclusion::BeyondReach { vms: memory_vms, reach });
    }
    let mut reasons = Vec::new();
    let (days, _) = w.deadline().unwrap_or((DEFAULT_DEADLINE_DAYS, true));
    // Even perfect scaling would need more than a million GPUs.
    if (gpu_seconds / (days * 86_400.0)).ceil() > 1.0e6 {
        return Err(Exclusion::DeadlineTooTight);
    }
    let model = model(memory_vms.max(1));
    let (vms, _) = model.vms_for(memory_vms, reach, days * 24.0);
    if vms > memory_vms {
        reasons.push(Reason::Deadline { gpus: vms * per_vm, days, memory_gpus });
    }
    let gpus_per_vm = if whole { f64::from(per_vm) } else { 1.0 };
    Ok((vms, Scaling { model, gpus_per_vm, min_vms: memory_vms, max_vms: reach }, reasons))
}

/// Training over several VMs: the per-step model's figures for the plan's count.
fn scaling_reason(model: &StepModel, vms: u32, gpus_per_vm: f64) -> Reason {
    Reason::Scaling {
        vms,
        step_s: model.step_seconds(vms),
        communication_s: model.communication_seconds(vms),
        efficiency: model.efficiency(vms),
        batch_sequences: model.batch_sequences,
        batch_vms: model.batch_vms,
        batch_gpus: f64::from(model.batch_vms) * gpus_per_vm,
    }
}

fn deadline_check(w: &Workload, hours: f64, vms: u32, reasons: &mut Vec<Reason>) -> bool {
    let Some((days, _)) = w.deadline() else { return true };
    // A plan within a thousandth of the deadline meets it: wall times are estimates.
    let meets = hours <= days * 24.0 * 1.001;
    if !meets {
        reasons.push(Reason::MissesDeadline { days: hours / 24.0, deadline_days: days, vms });
    }
    meets
}

/// The efficiency a job assumes: the one it gives, or the calibrated one for its class on the
/// GPU's generation.
fn efficiency(given: Option<f64>, class: WorkClass, gpu: &Gpu, cal: &Calibration) -> Efficiency {
    given.map_or_else(
        || cal.efficiency(class, gpu.generation),
        |value| Efficiency { value, basis: Basis::Given },
    )
}

/// What a size would do for the task, or why it is left out.
fn fit(
    w: &Workload,
    sizing: &SizingData,
    cal: &Calibration,
    size: &Size,
    gpu: &Gpu,
) -> Result<Fit, Exclusion> {
    match &w.task {
        Task::Training(job) | Task::FineTuning(job) => fit_training(w, cal, size, gpu, job),
        Task::Inference(job) => fit_inference(w, sizing, size, gpu, job),
        Task::CvTraining(job) => fit_cv(w, sizing, cal, size, gpu, job),
    }
}

/// A GPU's peak TFLOP/s at the job's precision (BF16 where it lacks FP8, with the reason), or
/// the exclusion where it has none.
fn job_peak(precision: Precision, gpu: &Gpu, reasons: &mut Vec<Reason>) -> Result<f64, Exclusion> {
    gpu_peak(precision, gpu, reasons)
        .ok_or_else(|| Exclusion::NoThroughput { precision, gpu: gpu.name.clone() })
}

/// A training or fine-tuning job on a size: the GPUs memory needs, the VMs the deadline needs
/// and the wall time those take.
fn fit_training(
    w: &Workload,
    cal: &Calibration,
    size: &Size,
    gpu: &Gpu,
    job: &TrainingJob,
) -> Result<Fit, Exclusion> {
    let usable = serve::usable_gb_per_gpu(size, w.usable_memory_fraction);
    let gpus_per_vm = size.gpu_count.as_f64();
    let mut reasons = Vec::new();
    let peak = job_peak(job.precision, gpu, &mut reasons)?;
    let peak = if size.gpu_count.is_whole() { peak } else { peak * gpus_per_vm };
    let g_memory = job.fewest_gpus(usable).ok_or_else(|| Exclusion::DoesNotFit {
        needed_gb: job.memory(1_000_000).total_gb(),
        usable_gb: usable,
    })?;
    let eff = efficiency(job.mfu, job.work_class(), gpu, cal);
    let mfu = eff.value;
    let gpu_seconds = job.flops() / (peak * 1e12 * mfu);
    let whole = size.gpu_count.is_whole();
    let per_vm = if whole { size.gpu_count.num.max(1) } else { 1 };
    // One VM's time is the calibrated estimate; more VMs follow the per-step model.
    let one_vm_hours = job.hours(per_vm, peak, mfu);
    let links = scaling::links(&size.series);
    let model = |memory_vms: u32| StepModel::training(job, per_vm, one_vm_hours, links, memory_vms);
    let (vms, scaling, more) = training_vms(w, size, g_memory, gpu_seconds, &model)?;
    reasons.extend(more);
    let gpus = f64::from(vms) * gpus_per_vm;
    let used = if whole { vms * size.gpu_count.num } else { 1 };
    let hours = scaling.model.hours(vms);
    let mem = job.memory(used).total_gb();
    reasons.push(Reason::TrainingFit {
        gpus: g_memory.max(used),
        vms,
        memory_gb: mem,
        usable_gb: usable,
    });
    reasons.push(Reason::TrainingTime {
        flops: job.flops(),
        peak_tflops: peak,
        mfu,
        basis: eff.basis,
        hours,
    });
    if vms > 1 {
        reasons.push(scaling_reason(&scaling.model, vms, scaling.gpus_per_vm));
    }
    Ok(training_plan(w, (vms, gpus), mem, hours, scaling, reasons))
}

/// A computer-vision training job on a size: BF16 (or FP16) throughput, perfect scaling over
/// the VMs the deadline needs.
fn fit_cv(
    w: &Workload,
    sizing: &SizingData,
    cal: &Calibration,
    size: &Size,
    gpu: &Gpu,
    job: &CvJob,
) -> Result<Fit, Exclusion> {
    let gpus_per_vm = size.gpu_count.as_f64();
    let mut reasons = Vec::new();
    // `validate` has read the job's FLOPs already, so this does not fail.
    let flops = job.flops(sizing).map_err(|_| Exclusion::CannotPlan)?;
    // Vision training runs in BF16, or FP16 with loss scaling where the GPU lacks BF16.
    let peak_one = Precision::Bf16
        .peak_tflops(gpu)
        .or_else(|| Precision::Fp16.peak_tflops(gpu))
        .ok_or_else(|| Exclusion::NoBf16Throughput { gpu: gpu.name.clone() })?;
    let whole = size.gpu_count.is_whole();
    let peak_unit = if whole { peak_one } else { peak_one * gpus_per_vm };
    let eff = efficiency(job.mfu, WorkClass::CvTraining, gpu, cal);
    let mfu = eff.value;
    let gpu_seconds = flops / (peak_unit * 1e12 * mfu);
    // Vision keeps perfect scaling across VMs (`docs/sizing.md` says why).
    let units_one_vm = if whole { gpus_per_vm } else { 1.0 };
    let model = |_: u32| StepModel::linear(gpu_seconds / units_one_vm / 3600.0);
    let (vms, scaling, more) = training_vms(w, size, 1, gpu_seconds, &model)?;
    reasons.extend(more);
    let gpus = f64::from(vms) * gpus_per_vm;
    let hours = scaling.model.hours(vms);
    reasons.push(Reason::CvTime { flops, gpus_per_vm: gpus, mfu, basis: eff.basis, hours });
    Ok(training_plan(w, (vms, gpus), 0.0, hours, scaling, reasons))
}

/// A training plan of `vms` (holding `gpus`) taking `hours`, run around the clock (730 hours a
/// month), and whether it meets the deadline (with the reason where it does not).
fn training_plan(
    w: &Workload,
    (vms, gpus): (u32, f64),
    memory_per_gpu_gb: f64,
    hours: f64,
    scaling: Scaling,
    mut reasons: Vec<Reason>,
) -> Fit {
    let meets_deadline = deadline_check(w, hours, vms, &mut reasons);
    Fit {
        vms,
        gpus,
        memory_per_gpu_gb,
        hours_per_month: 730.0,
        months: hours / 730.0,
        job_hours: hours,
        tokens_per_s: None,
        meets_deadline,
        scaling: Some(scaling),
        reasons,
    }
}

/// Serving on a size: one replica's layout, then the replicas and VMs the target throughput
/// needs.
fn fit_inference(
    w: &Workload,
    sizing: &SizingData,
    size: &Size,
    gpu: &Gpu,
    job: &InferenceJob,
) -> Result<Fit, Exclusion> {
    let gpus_per_vm = size.gpu_count.as_f64();
    let mut reasons = Vec::new();
    let peak = job_peak(job.precision, gpu, &mut reasons)?;
    let bandwidth =
        gpu.bandwidth_gbs.ok_or_else(|| Exclusion::NoBandwidth { gpu: gpu.name.clone() })?;
    let layout = serve::lay_out_replica(
        job,
        size,
        w.usable_memory_fraction,
        (bandwidth, peak),
        w.multi_vm_replica,
        &sizing.inference,
    )
    .map_err(replica_exclusion)?;
    let replica_gpus = layout.gpus();
    let decode = layout.decode_tokens_per_s();
    let (vms, replicas) = serving_vms(w, job, &layout, decode)?;
    let plan = &layout.plan;
    reasons.push(Reason::InferenceFit {
        weights_gb: plan.memory.weights_gb,
        kv_cache_gb: plan.memory.activations_gb,
        gpus: replica_gpus,
        replicas,
        decode_tokens_per_s: decode,
    });
    reasons.push(Reason::Parallelism {
        tensor: layout.tensor,
        heads: layout.heads,
        vms_per_replica: layout.vms_per_replica,
        replicas_per_vm: layout.replicas_per_vm().max(1),
    });
    Ok(Fit {
        vms,
        gpus: f64::from(vms) * gpus_per_vm,
        memory_per_gpu_gb: plan.memory.total_gb() / f64::from(replica_gpus),
        hours_per_month: job.hours_per_month,
        months: job.months,
        job_hours: job.hours_per_month * job.months,
        tokens_per_s: Some(decode * f64::from(replicas)),
        meets_deadline: true,
        scaling: None,
        reasons,
    })
}

/// Why a size is left out when it cannot hold a replica.
fn replica_exclusion(e: serve::ReplicaError) -> Exclusion {
    match e {
        serve::ReplicaError::CannotPlan => Exclusion::CannotPlan,
        serve::ReplicaError::PartitionTooSmall { gpus } => Exclusion::PartitionTooSmall { gpus },
        serve::ReplicaError::SpansVms { gpus, per_vm, infiniband } => {
            Exclusion::ReplicaSpansVms { gpus, per_vm, infiniband }
        }
        serve::ReplicaError::HeadsNotDivisible { heads, gpus, per_vm } => {
            Exclusion::HeadsNotDivisible { heads, gpus, per_vm }
        }
    }
}

/// The VMs serving takes and the replicas they hold: enough replicas for the target throughput
/// (one without a target), packed into VMs; every replica the VMs hold serves. A replica over
/// several VMs must stay within InfiniBand's reach.
fn serving_vms(
    w: &Workload,
    job: &InferenceJob,
    layout: &serve::ReplicaLayout,
    decode: f64,
) -> Result<(u32, u32), Exclusion> {
    let vms_per_replica = layout.vms_per_replica;
    let replicas_needed = match job.target_tokens_per_s {
        Some(t) => (t / decode).ceil().clamp(1.0, 1.0e6) as u32,
        None => 1,
    };
    let replicas_per_vm = layout.replicas_per_vm();
    let vms = if vms_per_replica == 1 {
        replicas_needed.div_ceil(replicas_per_vm.max(1))
    } else {
        replicas_needed * vms_per_replica
    };
    if vms_per_replica > 1 && vms > w.ib_reach() {
        return Err(Exclusion::BeyondReach { vms, reach: w.ib_reach() });
    }
    let replicas =
        if vms_per_replica == 1 { vms * replicas_per_vm.max(1) } else { replicas_needed };
    Ok((vms, replicas))
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
    today: Date,
) -> Result<Recommendation, SizingError> {
    validate(w, c, sizing)?;
    let (task_kind, big, article_pick) = task_branch(&w.task);
    let cal = Calibration::new(sizing, c);
    let mut ranked = Vec::new();
    let mut excluded = Vec::new();
    let mut scalings: Vec<(&str, Scaling, f64)> = Vec::new();
    for size in &c.sizes {
        match size_plans(w, c, sizing, &cal, size, article_pick, today) {
            Ok(plans) => {
                ranked.extend(plans.candidates);
                if let Some(s) = plans.scaling {
                    scalings.push((size.name.as_str(), s, plans.hours_per_month));
                }
            }
            Err(reason) => excluded.push(Excluded { size: size.name.clone(), reason }),
        }
    }
    let spot_used =
        ranked.iter().any(|r| matches!(r.model, PricingModel::Spot | PricingModel::LowPriority));
    let multi_node = ranked.iter().any(|r| r.vms > 1);
    // Plans that meet the deadline first, then the cheapest, then the fastest.
    ranked.sort_by(|a, b| {
        b.meets_deadline
            .cmp(&a.meets_deadline)
            .then(a.cost.cmp(&b.cost))
            .then(a.hours.total_cmp(&b.hours))
            .then(a.size.cmp(&b.size))
    });
    let frontier = frontier(w, c, today, &ranked, &scalings);
    let checked = calibration::validate(sizing, c);
    let training = !matches!(w.task, Task::Inference(_));
    let accuracy = if training { checked.training } else { checked.inference };
    let mut steps = steps(w, task_kind, big, article_pick, &ranked, multi_node, spot_used, c);
    if let (Some(band), Some(s2)) = (accuracy, steps.get_mut(1)) {
        s2.warnings.push(Warning::Accuracy { band, training });
    }
    let deadline = w.deadline().map(|(days, assumed)| Deadline { days, assumed });
    Ok(Recommendation { steps, deadline, ranked, frontier, accuracy, excluded })
}

/// Step 1's branch for a task: its kind, whether it is large pretraining, and the series the
/// guide picks for it.
fn task_branch(task: &Task) -> (TaskKind, bool, &'static str) {
    match task {
        Task::Training(j) if j.params > 10.0e9 => (TaskKind::LargePretraining, true, "ND_H100_v5"),
        Task::Training(_) => (TaskKind::SmallTraining, false, "NC_A100_v4"),
        Task::CvTraining(_) => (TaskKind::CvTraining, false, "NC_A100_v4"),
        Task::FineTuning(_) => (TaskKind::FineTuning, false, "NVadsA10_v5"),
        Task::Inference(_) => (TaskKind::Inference, false, "NVadsA10_v5"),
    }
}

/// What one size offers the workload.
struct SizePlans {
    /// One candidate for each region the snapshot prices it in.
    candidates: Vec<Candidate>,
    /// Training: how its wall time scales with VMs.
    scaling: Option<Scaling>,
    /// Hours a month its plans run.
    hours_per_month: f64,
}

/// A size's plans for the workload, or why it is left out: screened, fitted, then priced in
/// every region the snapshot prices it in.
fn size_plans(
    w: &Workload,
    c: &Catalog,
    sizing: &SizingData,
    cal: &Calibration,
    size: &Size,
    article_pick: &str,
    today: Date,
) -> Result<SizePlans, Exclusion> {
    let stage = c.stage(size, today);
    let (gpu, confidential) = screen(w, c, size, &stage)?;
    let fit = fit(w, sizing, cal, size, gpu)?;
    if fit.months > 120.0 {
        return Err(Exclusion::TooLong { years: fit.months / 12.0 });
    }
    let mut reasons = fit.reasons.clone();
    if size.series == article_pick {
        reasons.push(Reason::ArticlePick);
    }
    if confidential {
        reasons.push(Reason::Confidential);
    }
    match stage.lifecycle {
        Lifecycle::Retiring => reasons.push(Reason::Retiring { on: stage.retires }),
        Lifecycle::Limited => reasons.push(Reason::CapacityLimited {
            goes_to: stage.capacity_goes_to.unwrap_or_default().to_owned(),
        }),
        _ => {}
    }
    if w.data_tb >= 1.0 && size.nvme.known() != Some(true) {
        reasons.push(Reason::NoLocalNvme);
    }
    let candidates = candidates(w, c, size, &fit, (&reasons, confidential), today)?;
    if candidates.is_empty() {
        return Err(Exclusion::NotPriced { region: w.region.clone() });
    }
    Ok(SizePlans { candidates, scaling: fit.scaling, hours_per_month: fit.hours_per_month })
}

/// A size's accelerator and whether the size is confidential, when the size may serve the
/// workload: not retired or in preview, its accelerator named, confidential exactly when asked,
/// of the vendor the framework needs.
fn screen<'c>(
    w: &Workload,
    c: &'c Catalog,
    size: &Size,
    stage: &Stage<'_>,
) -> Result<(&'c Gpu, bool), Exclusion> {
    match stage.lifecycle {
        Lifecycle::Retired => return Err(Exclusion::Retired { on: stage.retires }),
        Lifecycle::Preview => {
            return Err(Exclusion::Preview { successor: stage.successor.map(str::to_owned) });
        }
        _ => {}
    }
    let gpu = c.gpu_of(size).ok_or(Exclusion::GpuUnnamed)?;
    let confidential = c.series_of(size).is_some_and(|s| s.confidential);
    if confidential && !w.confidential {
        return Err(Exclusion::ConfidentialNotAsked);
    }
    if !confidential && w.confidential {
        return Err(Exclusion::NotConfidential);
    }
    let amd = gpu.vendor == "AMD";
    match w.framework {
        Framework::Cuda if amd => Err(Exclusion::NeedsCuda { gpu: gpu.name.clone() }),
        Framework::Rocm if !amd => Err(Exclusion::NeedsRocm { gpu: gpu.name.clone() }),
        _ => Ok((gpu, confidential)),
    }
}

/// A size's candidates, one for each region where the snapshot prices an allowed model for it:
/// the cheapest model there with its total, every allowed model's total, and `reasons` (the
/// size's) with the cheapest model's. Only (region, model) pairs the snapshot prices are costed:
/// the size's records are sorted by region, OS and model, so one pass finds the best model per
/// region.
fn candidates(
    w: &Workload,
    c: &Catalog,
    size: &Size,
    fit: &Fit,
    (reasons, confidential): (&[Reason], bool),
    today: Date,
) -> Result<Vec<Candidate>, Exclusion> {
    let models = allowed_models(w, fit.months);
    let (Some(months), Some(hpm)) =
        (Decimal::from_f64(fit.months), Decimal::from_f64(fit.hours_per_month))
    else {
        return Err(Exclusion::Unpriceable);
    };
    let mut out = Vec::new();
    let mut best: Option<(&str, PricingModel, Decimal)> = None;
    let mut by_model: Vec<(PricingModel, Decimal)> = Vec::new();
    let mut records = c
        .prices_on(&size.name, today)
        .filter(|p| {
            p.os == w.os
                && models.contains(&p.model)
                && w.region.as_deref().is_none_or(|r| p.region == r)
        })
        .peekable();
    while let Some(p) = records.next() {
        let spec = compute_spec(w, (&size.name, &p.region), fit.vms, p.model, (hpm, months), today);
        if let Some(total) = compute_total(c, &spec).map(cents) {
            by_model.push((p.model, total));
            if best.is_none_or(|(_, _, b)| total < b) {
                best = Some((&p.region, p.model, total));
            }
        }
        let region_ends = records.peek().is_none_or(|next| next.region != p.region);
        if region_ends && let Some((region, model, cost)) = best.take() {
            let mut reasons = reasons.to_vec();
            reasons.push(Reason::Cheapest { model });
            let mut all = std::mem::take(&mut by_model);
            all.sort_by_key(|a| a.1);
            out.push(Candidate {
                size: size.name.clone(),
                region: region.to_owned(),
                vms: fit.vms,
                gpus: fit.gpus,
                memory_per_gpu_gb: fit.memory_per_gpu_gb,
                model,
                cost,
                hours: fit.job_hours,
                meets_deadline: fit.meets_deadline,
                confidential,
                cost_per_million_tokens: cost_per_million_tokens(fit, cost),
                costs_by_model: all.into_iter().map(|(m, v)| (m, v.to_string())).collect(),
                reasons,
            });
        }
    }
    Ok(out)
}

/// Serving's cost per million tokens: `cost` over the tokens the plan's replicas decode in its
/// hours; `None` for training, or where the tokens are no decimal or none.
fn cost_per_million_tokens(fit: &Fit, cost: Decimal) -> Option<Decimal> {
    fit.tokens_per_s.and_then(|tps| {
        let tokens = tps * 3600.0 * fit.job_hours;
        Decimal::from_f64(tokens)
            .filter(|t| !t.is_zero())
            .map(|t| cost * Decimal::from(1_000_000) / t)
    })
}

/// The estimate engine's compute line for `vms` of a size in a region under `model`, for
/// `(hours_per_month, months)`: the workload's OS and discount, paid up front, at the
/// snapshot's price.
fn compute_spec<'a>(
    w: &Workload,
    (size, region): (&'a str, &'a str),
    vms: u32,
    model: PricingModel,
    (hours_per_month, months): (Decimal, Decimal),
    today: Date,
) -> ComputeSpec<'a> {
    ComputeSpec {
        size,
        region,
        count: Decimal::from(vms),
        os: w.os,
        model,
        hours_per_month,
        months,
        discount_pct: w.discount_pct,
        payment: Payment::Upfront,
        user_price: None,
        today,
    }
}

/// A total rounded to the cent, half away from zero. A recommendation's duration is an
/// estimate in hours (a float), so the exact product of a price and that duration carries
/// digits no bill has; the estimate engine, given whole hours or months, stays exact.
fn cents(total: Decimal) -> Decimal {
    total.round_dp_with_strategy(2, rust_decimal::RoundingStrategy::MidpointAwayFromZero)
}

/// The cheapest allowed pricing model and its total for `vms` of the candidate's size in its region, running
/// `hours` at `hours_per_month`.
fn cheapest_in(
    w: &Workload,
    c: &Catalog,
    today: Date,
    cand: &Candidate,
    vms: u32,
    hours: f64,
    hours_per_month: f64,
) -> Option<(PricingModel, Decimal)> {
    let (size, region) = (cand.size.as_str(), cand.region.as_str());
    let months = hours / hours_per_month;
    let models = allowed_models(w, months);
    let (months, hpm) = (Decimal::from_f64(months)?, Decimal::from_f64(hours_per_month)?);
    c.prices_on(size, today)
        .filter(|p| p.os == w.os && p.region == region && models.contains(&p.model))
        .filter_map(|p| {
            let spec = compute_spec(w, (size, region), vms, p.model, (hpm, months), today);
            compute_total(c, &spec).map(|t| (p.model, cents(t)))
        })
        .min_by_key(|(_, t)| *t)
}

/// Cost against wall time for the first [`FRONTIER_SIZES`] distinct sizes ranked: 1, 2, 4 …
/// times the fewest VMs memory needs, up to what the size allows, and the ranked plan's own
/// count, each at the cheapest pricing model its duration allows.
fn frontier(
    w: &Workload,
    c: &Catalog,
    today: Date,
    ranked: &[Candidate],
    scalings: &[(&str, Scaling, f64)],
) -> Vec<Frontier> {
    let mut out: Vec<Frontier> = Vec::new();
    for cand in ranked {
        if out.len() == FRONTIER_SIZES {
            break;
        }
        if out.iter().any(|f| f.size == cand.size) {
            continue;
        }
        let Some((_, s, hpm)) = scalings.iter().find(|(n, _, _)| *n == cand.size) else {
            continue;
        };
        let mut counts = Vec::new();
        let mut v = s.min_vms.max(1);
        while v < s.max_vms {
            counts.push(v);
            v = v.saturating_mul(2);
        }
        counts.push(s.max_vms);
        counts.push(cand.vms);
        counts.sort_unstable();
        counts.dedup();
        let points = counts
            .into_iter()
            .filter_map(|vms| {
                let hours = s.model.hours(vms);
                // Beyond what an estimate covers: not a point a reader would take.
                if hours / 730.0 > 120.0 {
                    return None;
                }
                let (model, cost) = cheapest_in(w, c, today, cand, vms, hours, *hpm)?;
                Some(FrontierPoint {
                    vms,
                    gpus: f64::from(vms) * s.gpus_per_vm,
                    hours,
                    model,
                    cost,
                })
            })
            .collect::<Vec<_>>();
        if !points.is_empty() {
            out.push(Frontier { size: cand.size.clone(), region: cand.region.clone(), points });
        }
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn steps(
    w: &Workload,
    task: TaskKind,
    big: bool,
    pick: &'static str,
    ranked: &[Candidate],
    multi_node: bool,
    spot: bool,
    c: &Catalog,
) -> Vec<Step> {
    let mut s1 = Step {
        number: 1,
        inputs: vec![StepInput::Task(task), StepInput::DeadlineDays(w.deadline().map(|d| d.0))],
        branch: Branch::Task { task, pick },
        guide: "guide/en/decision-tree#task",
        warnings: Vec::new(),
    };
    if let Some(top) = ranked.first() {
        let top_series = c.size(&top.size).map(|s| s.series.as_str()).unwrap_or_default();
        if top_series != pick {
            let pick_best =
                ranked.iter().find(|r| c.size(&r.size).is_some_and(|s| s.series == pick));
            s1.warnings.push(match pick_best {
                Some(p) => Warning::DataRanksFirst {
                    top: top.size.clone(),
                    top_cost: top.cost,
                    pick: p.size.clone(),
                    pick_cost: p.cost,
                    used_gb: p.memory_per_gpu_gb,
                    gb_per_gpu: c.size(&p.size).map_or(0.0, Size::vram_per_gpu_gb),
                },
                None => Warning::PickNotRanked { top: top.size.clone(), pick },
            });
        }
    }
    if big {
        s1.warnings.push(Warning::AtLeastFourGpus);
    }
    if let Some((days, true)) = w.deadline() {
        s1.warnings.push(Warning::AssumedDeadline { days });
    }
    if let (Some((days, _)), Some(top)) = (w.deadline(), ranked.first())
        && !top.meets_deadline
    {
        let fastest = ranked.iter().map(|r| r.hours).fold(f64::INFINITY, f64::min);
        s1.warnings.push(Warning::NoneMeetsDeadline { days, fastest_days: fastest / 24.0 });
    }
    if w.confidential {
        s1.warnings.push(Warning::ConfidentialOnly);
    }
    let months = ranked.first().map_or(0.0, |r| r.hours / 730.0);
    let mut s2 = Step {
        number: 2,
        inputs: vec![StepInput::DurationMonths(months), StepInput::Interruptible(w.interruptible)],
        branch: if months < 1.0 {
            Branch::ShortRun
        } else if months <= 12.0 {
            Branch::Months
        } else {
            Branch::MoreThanAYear
        },
        guide: "guide/en/decision-tree#budget",
        warnings: Vec::new(),
    };
    if w.interruptible {
        s2.warnings.push(Warning::SpotNotice);
    }
    if spot {
        s2.warnings.push(Warning::SpotCanEqualPayg);
    }
    let mut s3 = Step {
        number: 3,
        inputs: vec![StepInput::DataTb(w.data_tb), StepInput::MultiNode(multi_node)],
        branch: if multi_node { Branch::MultiNode } else { Branch::SingleVm },
        guide: "guide/en/decision-tree#data-network",
        warnings: Vec::new(),
    };
    if w.data_tb >= 1.0 {
        s3.warnings.push(Warning::StageDataLocally);
    }
    let s4 = Step {
        number: 4,
        inputs: vec![
            StepInput::Framework(w.framework),
            StepInput::Containers(w.containers),
            StepInput::Platform(w.platform),
        ],
        branch: Branch::Vendors { framework: w.framework },
        guide: "guide/en/decision-tree#ecosystem",
        warnings: match w.platform {
            Platform::Aks => vec![Warning::AksQuota],
            Platform::AzureMl => vec![Warning::AzureMlSameSizes],
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
