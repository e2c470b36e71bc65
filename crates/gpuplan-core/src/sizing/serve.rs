//! How one replica of an inference job is laid out on a size's VMs: the rule the decision tree
//! and the inference calculator share. A replica lives in one VM, tensor-parallel over a number
//! of GPUs that divides the model's attention heads; it spans VMs (one pipeline stage a VM) only
//! over InfiniBand and when the caller allows it; a GPU partition holds a replica only whole.

use crate::catalog::{GpuCount, Size};

use super::{InferenceCalibration, InferenceJob, InferencePlan};

/// One replica on a size: the memory plan and how its GPUs are split.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplicaLayout {
    /// The memory and throughput plan, for the GPUs memory or latency needs (`plan.gpus`).
    pub plan: InferencePlan,
    /// Usable memory of each GPU (of the partition, on a partition), GB.
    pub usable_gb: f64,
    /// Tensor-parallel GPUs in each VM of the replica: a divisor of the heads.
    pub tensor: u32,
    /// VMs the replica spans (pipeline stages); 1 unless it crosses InfiniBand.
    pub vms_per_replica: u32,
    /// Whole GPUs a VM has (1 for a partition).
    pub per_vm: u32,
    /// The model's attention heads.
    pub heads: u32,
}

impl ReplicaLayout {
    /// GPUs the replica runs on: the tensor-parallel degree times its VMs.
    pub fn gpus(&self) -> u32 {
        self.tensor * self.vms_per_replica
    }

    /// Decode tokens a second of the replica: a step reads weights and cache once, split over
    /// all its GPUs, so more GPUs than memory needs read faster.
    pub fn decode_tokens_per_s(&self) -> f64 {
        self.plan.decode_tokens_per_s * f64::from(self.gpus()) / f64::from(self.plan.gpus.max(1))
    }

    /// Prompt tokens a second of the replica, on all its GPUs.
    pub fn prefill_tokens_per_s(&self) -> f64 {
        self.plan.prefill_tokens_per_s * f64::from(self.gpus()) / f64::from(self.plan.gpus.max(1))
    }

    /// Replicas one VM holds (every one of them serves); 1 for a replica over several VMs.
    pub fn replicas_per_vm(&self) -> u32 {
        if self.vms_per_replica == 1 { (self.per_vm / self.tensor.max(1)).max(1) } else { 1 }
    }
}

/// Why a size cannot hold one replica of the job.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplicaError {
    /// No number of GPUs holds the model and its cache (or meets the latency target).
    CannotPlan,
    /// A GPU partition, and the replica needs more than a whole GPU.
    PartitionTooSmall {
        /// The size's share of a GPU.
        gpus: GpuCount,
    },
    /// The replica needs more GPUs than a VM has, and may not span VMs (no InfiniBand, or not
    /// allowed).
    SpansVms {
        /// GPUs memory or latency needs.
        gpus: u32,
        /// GPUs a VM has.
        per_vm: u32,
        /// Whether the size has InfiniBand.
        infiniband: bool,
    },
    /// No tensor-parallel degree from the GPUs needed up to a VM's GPUs divides the heads.
    HeadsNotDivisible {
        /// Attention heads.
        heads: u32,
        /// GPUs memory or latency needs.
        gpus: u32,
        /// GPUs a VM has.
        per_vm: u32,
    },
}

/// Usable memory of one GPU of `size` (of its partition, on a partition), GB, at `fraction`.
pub fn usable_gb_per_gpu(size: &Size, fraction: f64) -> f64 {
    let gb = if size.gpu_count.is_whole() { size.vram_per_gpu_gb() } else { size.vram_gb() };
    gb * fraction
}

/// Lays one replica of `job` out on `size`, whose whole GPU has `bandwidth_gbs` and
/// `peak_tflops` (a partition gets its share of both). `multi_vm` allows a replica over several
/// VMs where the size has InfiniBand.
pub fn lay_out_replica(
    job: &InferenceJob,
    size: &Size,
    usable_fraction: f64,
    (bandwidth_gbs, peak_tflops): (f64, f64),
    multi_vm: bool,
    cal: &InferenceCalibration,
) -> Result<ReplicaLayout, ReplicaError> {
    let whole = size.gpu_count.is_whole();
    let share = if whole { 1.0 } else { size.gpu_count.as_f64() };
    let usable_gb = usable_gb_per_gpu(size, usable_fraction);
    let plan = job
        .plan(usable_gb, bandwidth_gbs * share, peak_tflops * share, cal)
        .ok_or(ReplicaError::CannotPlan)?;
    if !whole && plan.gpus > 1 {
        return Err(ReplicaError::PartitionTooSmall { gpus: size.gpu_count });
    }
    let per_vm = if whole { size.gpu_count.num.max(1) } else { 1 };
    let heads = job.shape().heads.max(1);
    let infiniband = size.infiniband.known() == Some(true);
    // Tensor parallelism splits the heads evenly, so its degree divides them; within a VM it is
    // the smallest such degree that holds the replica. A replica larger than a VM spans VMs as
    // pipeline stages, each a whole VM, only over InfiniBand and when allowed.
    let (tensor, vms_per_replica) = if plan.gpus <= per_vm {
        let t = (plan.gpus.max(1)..=per_vm)
            .find(|t| heads.is_multiple_of(*t))
            .ok_or(ReplicaError::HeadsNotDivisible { heads, gpus: plan.gpus, per_vm })?;
        (t, 1)
    } else if multi_vm && infiniband {
        if !heads.is_multiple_of(per_vm) {
            return Err(ReplicaError::HeadsNotDivisible { heads, gpus: plan.gpus, per_vm });
        }
        (per_vm, plan.gpus.div_ceil(per_vm))
    } else {
        return Err(ReplicaError::SpansVms { gpus: plan.gpus, per_vm, infiniband });
    };
    Ok(ReplicaLayout { plan, usable_gb, tensor, vms_per_replica, per_vm, heads })
}
