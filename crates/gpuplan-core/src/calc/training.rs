//! The training calculator: memory, GPUs, time and pay-as-you-go cost of training a model on a
//! size. Fine-tuning (`calc::fine_tuning`) is the same computation with a method and a rank.

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use serde::Serialize;

use super::fine_tuning::METHODS;
use super::{Answer, Field, FormState, GpuFigure, PriceUsed, Problem, Reader, USABLE_MEMORY_FRACTION, Unit, choice, ferr, number, price, region, size, sizing_field};
use crate::catalog::PricingModel;
use crate::dataset::Dataset;
use crate::date::Date;
use crate::sizing::calibration::{self, Band, Basis, Calibration};
use crate::sizing::{self, MemoryBreakdown, Precision, Sharding, TrainingJob};

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    number("params", "70B", Unit::Parameters, 1e6, sizing::MAX_PARAMS),
    number("tokens", "2T", Unit::Tokens, 1.0, sizing::MAX_TOKENS),
    size("Standard_ND96isr_H100_v5"),
    region("eastus"),
    choice("precision", "bf16", TRAIN_PRECISION).more(),
    choice("sharding", "zero-3", SHARDING).more(),
    choice("checkpointing", "on", ON_OFF).more(),
    number("seq_len", "4k", Unit::Tokens, 1.0, 1e7).more(),
    number("mfu", "", Unit::Percent, 0.0, 100.0).more(),
    number("vms", "", Unit::Vms, 1.0, 100_000.0).more(),
];

pub(super) const SHARDING: &[&str] = &["zero-3", "zero-2", "zero-1", "none"];
pub(super) const ON_OFF: &[&str] = &["on", "off"];
const TRAIN_PRECISION: &[&str] = &["bf16", "fp8"];

/// The training calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TrainingOutput {
    /// Memory per GPU at the chosen GPU count.
    pub memory: MemoryBreakdown,
    /// Usable memory per GPU, GB.
    pub usable_gb: f64,
    /// GPUs the memory needs (data-parallel), rounded up to whole VMs.
    pub gpus: u32,
    /// VMs.
    pub vms: u32,
    /// Training FLOPs.
    pub flops: f64,
    /// Wall-clock hours on those VMs.
    pub hours: f64,
    /// Pay-as-you-go cost for those VM-hours.
    pub cost: Decimal,
    /// The price used.
    pub prices: Vec<PriceUsed>,
    /// The efficiency the time assumes.
    pub mfu: f64,
    /// Where it comes from.
    pub basis: Basis,
    /// How right training times have been on held-out published runs.
    pub accuracy: Option<Band>,
}

/// Memory, GPUs, time and pay-as-you-go cost of training a model on a size.
pub fn training(state: &FormState, d: &Dataset, today: Date) -> Answer<TrainingOutput> {
    train(state, d, false, today)
}

/// Training or, with `fine`, fine-tuning by the form's method and rank.
pub(super) fn train(state: &FormState, d: &Dataset, fine: bool, today: Date) -> Answer<TrainingOutput> {
    let c = &d.catalog;
    let fields = if fine { super::fine_tuning::FIELDS } else { FIELDS };
    let mut r = Reader::of(state, fields);
    let method = if fine { read_method(&mut r) } else { Some(sizing::FineTune::Full) };
    let params = r.number("params");
    let tokens = r.number("tokens");
    let size = r.size(c);
    let region = r.region(c);
    let precision =
        if fine { Some("bf16".to_owned()) } else { r.choice("precision", TRAIN_PRECISION) };
    let sharding = r.choice("sharding", SHARDING);
    let checkpointing = r.choice("checkpointing", ON_OFF);
    let seq_len = r.number("seq_len");
    let mfu = r.number_opt("mfu");
    let want_vms = r.number_opt("vms");
    if mfu == Some(Some(0.0)) {
        r.errors.push(ferr("mfu", Problem::ZeroPercent));
    }
    need!(r, params, tokens, size, region, precision, sharding, checkpointing, seq_len, mfu);
    let Some(method) = method else { return Err(r.errors) };
    r.check()?;
    let Some(gpu) = c.gpu_of(size) else {
        return Err(vec![ferr("size", Problem::NoGpu)]);
    };
    let precision = if precision == "fp8" { Precision::Fp8 } else { Precision::Bf16 };
    let Some(peak) = precision.peak_tflops(gpu).or_else(|| Precision::Bf16.peak_tflops(gpu)) else {
        return Err(vec![ferr(
            "size",
            Problem::NoFigure { gpu: gpu.name.clone(), need: GpuFigure::Bf16OrFp8 },
        )]);
    };
    let job = TrainingJob {
        params,
        tokens,
        precision,
        optimizer: sizing::Optimizer::Adamw,
        sharding: sharding_of(&sharding),
        checkpointing: checkpointing == "on",
        seq_len: seq_len.round().to_u32().unwrap_or(2048),
        micro_batch: 1,
        method,
        mfu,
        shape: None,
        active_params: None,
    };
    job.validate().map_err(|e| vec![sizing_field(e)])?;
    let (mfu, basis) = match mfu {
        Some(m) => (m, Basis::Given),
        None => {
            let e = Calibration::new(&d.sizing, c).efficiency(job.work_class(), gpu.generation);
            (e.value, e.basis)
        }
    };
    let (per_vm, usable, vms) = vms_for(&job, size, want_vms.flatten())?;
    let gpus = vms * per_vm;
    let hours = job.hours(gpus, peak, mfu);
    let payg = price(c, &size.name, &region, PricingModel::Payg, today).map_err(|e| vec![e])?;
    let vm_hours = hours * f64::from(vms);
    let cost = Decimal::from_f64(vm_hours)
        .and_then(|h| h.checked_mul(payg.usd))
        .ok_or_else(|| vec![ferr("tokens", Problem::CostTooLarge)])?;
    Ok(TrainingOutput {
        mfu,
        basis,
        accuracy: calibration::validate(&d.sizing, c).training,
        memory: job.memory(gpus),
        usable_gb: usable,
        gpus,
        vms,
        flops: job.flops(),
        hours,
        cost,
        prices: vec![payg],
    })
}

/// The fine-tuning form's method and rank.
fn read_method(r: &mut Reader<'_>) -> Option<sizing::FineTune> {
    let m = r.choice("method", METHODS);
    let rank = r.number("rank").and_then(|x| x.round().to_u32());
    match (m.as_deref(), rank) {
        (Some("full"), _) => Some(sizing::FineTune::Full),
        (Some("qlora"), Some(rank)) => Some(sizing::FineTune::Qlora { rank }),
        (Some("lora"), Some(rank)) => Some(sizing::FineTune::Lora { rank }),
        _ => None,
    }
}

/// The sharding choice's strategy.
fn sharding_of(choice: &str) -> Sharding {
    match choice {
        "zero-1" => Sharding::Zero1,
        "zero-2" => Sharding::Zero2,
        "zero-3" => Sharding::Zero3,
        _ => Sharding::None,
    }
}

/// GPUs per VM, usable memory per GPU (GB) and the VMs to train on: the fewest that hold the
/// job's state, or the reader's count when it is at least that.
fn vms_for(
    job: &TrainingJob,
    size: &crate::catalog::Size,
    want: Option<f64>,
) -> Answer<(u32, f64, u32)> {
    if !size.gpu_count.is_whole() {
        return Err(vec![ferr("size", Problem::FractionalGpu)]);
    }
    let per_vm = size.gpu_count.as_f64().round().to_u32().unwrap_or(1).max(1);
    let usable = size.vram_per_gpu_gb() * USABLE_MEMORY_FRACTION;
    let Some(fewest) = job.fewest_gpus(usable) else {
        return Err(vec![ferr("size", Problem::StateDoesNotFit)]);
    };
    let fewest_vms = fewest.div_ceil(per_vm);
    let vms = match want {
        None => fewest_vms,
        Some(v) => {
            let v = v.round().to_u32().unwrap_or(u32::MAX);
            if v < fewest_vms {
                return Err(vec![ferr("vms", Problem::TooFewVms { fewest: fewest_vms })]);
            }
            v
        }
    };
    Ok((per_vm, usable, vms))
}
