//! The vision-training calculator: time and pay-as-you-go cost of training a vision model
//! (a catalog preset) on a size, and the model's training state against a GPU's memory.

use rust_decimal::Decimal;
use rust_decimal::prelude::FromPrimitive;
use serde::Serialize;

use super::{Answer, Field, FormState, GpuFigure, PriceUsed, Problem, Reader, USABLE_MEMORY_FRACTION, Unit, choice, ferr, number, price, region, size, sizing_field};
use crate::catalog::PricingModel;
use crate::dataset::Dataset;
use crate::date::Date;
use crate::sizing::calibration::{self, Band, Basis, Calibration, WorkClass};
use crate::sizing::{self, MemoryBreakdown, Precision};

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    choice("model", "resnet50", CV_MODELS),
    number("images", "1.28M", Unit::Count, 1.0, 1e13),
    number("epochs", "90", Unit::Count, 0.001, 1e5),
    size("Standard_NC24ads_A100_v4"),
    region("eastus"),
    number("mfu", "", Unit::Percent, 0.0, 100.0).more(),
    number("vms", "1", Unit::Vms, 1.0, 100_000.0).more(),
];

const CV_MODELS: &[&str] = &["resnet50", "vit-b-16"];

/// The vision-training calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CvOutput {
    /// Training FLOPs.
    pub flops: f64,
    /// GPUs in use.
    pub gpus: f64,
    /// Wall-clock hours.
    pub hours: f64,
    /// Pay-as-you-go cost.
    pub cost: Decimal,
    /// Memory of the model's training state (weights, gradients, AdamW state), GB; activations
    /// depend on the batch and are not modelled.
    pub memory: MemoryBreakdown,
    /// Usable memory per GPU, GB.
    pub usable_gb: f64,
    /// The price used.
    pub prices: Vec<PriceUsed>,
    /// The efficiency the time assumes.
    pub mfu: f64,
    /// Where it comes from.
    pub basis: Basis,
    /// How right training times have been on held-out published runs.
    pub accuracy: Option<Band>,
}

/// Time and pay-as-you-go cost of training a vision model on a size.
pub fn cv(state: &FormState, d: &Dataset, today: Date) -> Answer<CvOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let model = r.choice("model", CV_MODELS);
    let images = r.number("images");
    let epochs = r.number("epochs");
    let size = r.size(c);
    let region = r.region(c);
    let mfu = r.number_opt("mfu");
    let vms = r.number("vms");
    if mfu == Some(Some(0.0)) {
        r.errors.push(ferr("mfu", Problem::ZeroPercent));
    }
    need!(r, model, images, epochs, size, region, mfu, vms);
    r.check()?;
    let job =
        sizing::CvJob { model: Some(model.clone()), forward_gmacs: None, images, epochs, mfu };
    let flops = job.flops(&d.sizing).map_err(|e| vec![sizing_field(e)])?;
    let Some(gpu) = c.gpu_of(size) else {
        return Err(vec![ferr("size", Problem::NoGpu)]);
    };
    let Some(peak) = Precision::Bf16.peak_tflops(gpu).or_else(|| Precision::Fp16.peak_tflops(gpu))
    else {
        return Err(vec![ferr(
            "size",
            Problem::NoFigure { gpu: gpu.name.clone(), need: GpuFigure::Bf16OrFp16 },
        )]);
    };
    let (mfu, basis) = match mfu {
        Some(m) => (m, Basis::Given),
        None => {
            let e =
                Calibration::new(&d.sizing, c).efficiency(WorkClass::CvTraining, gpu.generation);
            (e.value, e.basis)
        }
    };
    let accuracy = calibration::validate(&d.sizing, c).training;
    let vms = vms.round();
    let gpus = size.gpu_count.as_f64() * vms;
    let hours = flops / (gpus * peak * 1e12 * mfu) / 3600.0;
    let payg = price(c, &size.name, &region, PricingModel::Payg, today).map_err(|e| vec![e])?;
    let cost = Decimal::from_f64(hours * vms)
        .and_then(|h| h.checked_mul(payg.usd))
        .ok_or_else(|| vec![ferr("images", Problem::CostTooLarge)])?;
    let params =
        d.sizing.cv_models.iter().find(|m| m.id == model).map_or(0.0, |m| m.params_millions * 1e6);
    let memory = MemoryBreakdown {
        weights_gb: params * 2.0 / 1e9,
        gradients_gb: params * 2.0 / 1e9,
        optimizer_gb: params * 12.0 / 1e9,
        activations_gb: 0.0,
    };
    Ok(CvOutput {
        mfu,
        basis,
        accuracy,
        flops,
        gpus,
        hours,
        cost,
        memory,
        usable_gb: size.vram_per_gpu_gb() * USABLE_MEMORY_FRACTION,
        prices: vec![payg],
    })
}
