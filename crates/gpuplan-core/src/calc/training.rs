//! The training calculator: memory, GPUs, time and pay-as-you-go cost of training a model on a
//! size. Fine-tuning (`calc::fine_tuning`) is the same computation with a method and a rank.

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use serde::Serialize;

use super::fine_tuning::METHODS;
use super::{
    Field, FieldError, GpuFigure, PriceUsed, PricedItem, Problem, Reader, Spec,
    USABLE_MEMORY_FRACTION, choice, ferr, price, read_percent, read_quantity, region, size,
    sizing_field, text,
};
use crate::catalog::PricingModel;
use crate::dataset::Dataset;
use crate::date::Date;
use crate::sizing::calibration::{self, Band, Basis, Calibration};
use crate::sizing::{self, MemoryBreakdown, Precision, Sharding, TrainingJob};

/// The training calculator.
pub const SPEC: Spec = Spec {
    name: "training",
    fields: FIELDS,
};

const FIELDS: &[Field] = &[
    text("params", "70B"),
    text("tokens", "2T"),
    size("Standard_ND96isr_H100_v5"),
    region("eastus"),
    choice("precision", "bf16", TRAIN_PRECISION),
    choice("sharding", "zero-3", SHARDING),
    choice("checkpointing", "on", ON_OFF),
    text("seq_len", "4k"),
    text("mfu", ""),
    text("vms", ""),
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
pub fn training(
    state: &[(String, String)],
    d: &Dataset,
today: Date,
) -> Result<TrainingOutput, Vec<FieldError>> {
    train(state, d, false, today)
}

/// Training or, with `fine`, fine-tuning by the form's method and rank.
pub(super) fn train(
    state: &[(String, String)],
    d: &Dataset,
    fine: bool,
    today: Date,
) -> Result<TrainingOutput, Vec<FieldError>> {
    let c = &d.catalog;
    let mut r = Reader::new(state);
    let method = if fine {
        let m = r.choice("method", METHODS);
        let rank =
            r.get("rank", |t| read_quantity(t, 1.0, 65_536.0)).and_then(|x| x.round().to_u32());
        match (m.as_deref(), rank) {
            (Some("full"), _) => Some(sizing::FineTune::Full),
            (Some("qlora"), Some(rank)) => Some(sizing::FineTune::Qlora { rank }),
            (Some("lora"), Some(rank)) => Some(sizing::FineTune::Lora { rank }),
            _ => None,
        }
    } else {
        Some(sizing::FineTune::Full)
    };
    let params = r.get("params", |t| read_quantity(t, 1e6, sizing::MAX_PARAMS));
    let tokens = r.get("tokens", |t| read_quantity(t, 1.0, sizing::MAX_TOKENS));
    let size = r.size(c);
    let region = r.region(c);
    let precision =
        if fine { Some("bf16".to_owned()) } else { r.choice("precision", TRAIN_PRECISION) };
    let sharding = r.choice("sharding", SHARDING);
    let checkpointing = r.choice("checkpointing", ON_OFF);
    let seq_len = r.get("seq_len", |t| read_quantity(t, 1.0, 1e7));
    let mfu = r.optional("mfu", |t| read_percent(t, 100.0));
    let want_vms = r.optional("vms", |t| read_quantity(t, 1.0, 100_000.0));
    if mfu == Some(Some(0.0)) {
        r.errors.push(ferr("mfu", Problem::ZeroPercent));
    }
    let all = (params, tokens, size, region, precision, sharding, checkpointing, seq_len, mfu);
    let (
        Some(params),
        Some(tokens),
        Some(size),
        Some(region),
        Some(precision),
        Some(sharding),
        Some(ckpt),
        Some(seq_len),
        Some(mfu),
    ) = all
    else {
        return Err(r.errors);
    };
    let Some(method) = method else { return Err(r.errors) };
    if !r.errors.is_empty() {
        return Err(r.errors);
    }
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
    let sharding = match sharding.as_str() {
        "zero-1" => Sharding::Zero1,
        "zero-2" => Sharding::Zero2,
        "zero-3" => Sharding::Zero3,
        _ => Sharding::None,
    };
    let job = TrainingJob {
        params,
        tokens,
        precision,
        optimizer: sizing::Optimizer::Adamw,
        sharding,
        checkpointing: ckpt == "on",
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
    if !size.gpu_count.is_whole() {
        return Err(vec![ferr("size", Problem::FractionalGpu)]);
    }
    let per_vm = size.gpu_count.as_f64().round().to_u32().unwrap_or(1).max(1);
    let usable = size.vram_per_gpu_gb() * USABLE_MEMORY_FRACTION;
    let Some(fewest) = job.fewest_gpus(usable) else {
        return Err(vec![ferr("size", Problem::StateDoesNotFit)]);
    };
    let fewest_vms = fewest.div_ceil(per_vm);
    let vms = match want_vms.flatten() {
        None => fewest_vms,
        Some(v) => {
            let v = v.round().to_u32().unwrap_or(u32::MAX);
            if v < fewest_vms {
                return Err(vec![ferr("vms", Problem::TooFewVms { fewest: fewest_vms })]);
            }
            v
        }
    };
    let gpus = vms * per_vm;
    let hours = job.hours(gpus, peak, mfu);
    let payg = price(c, &size.name, &region, PricingModel::Payg, today).map_err(|e| vec![e])?;
    let vm_hours = hours * f64::from(vms);
    let cost = Decimal::from_f64(vm_hours)
        .and_then(|h| h.checked_mul(payg.0))
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
        prices: vec![PriceUsed {
            item: PricedItem::Vm {
                model: PricingModel::Payg,
                size: size.name.clone(),
                region: region.clone(),
            },
            usd: payg.0,
            as_of: payg.1,
            source: payg.2,
        }],
    })
}
