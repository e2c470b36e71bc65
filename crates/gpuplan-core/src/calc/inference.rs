//! The inference calculator: memory, GPUs, throughput and monthly pay-as-you-go cost of serving
//! a model on a size.

use rust_decimal::Decimal;
use rust_decimal::prelude::{FromPrimitive, ToPrimitive};
use serde::Serialize;

use super::{Answer, Field, FormState, GpuFigure, PriceUsed, Problem, Reader, USABLE_MEMORY_FRACTION, Unit, choice, ferr, number, price, region, size, sizing_field};
use crate::catalog::PricingModel;
use crate::dataset::Dataset;
use crate::date::Date;
use crate::sizing::{self, Precision, serve};

/// The form's fields, in order.
pub(super) const FIELDS: &[Field] = &[
    number("params", "8B", Unit::Parameters, 1e6, sizing::MAX_PARAMS),
    choice("precision", "bf16", PRECISION),
    number("context", "8k", Unit::Tokens, 1.0, 1e7),
    number("concurrent", "32", Unit::Count, 1.0, 1e6),
    size("Standard_NC40ads_H100_v5"),
    region("eastus"),
    number("hours", "730", Unit::HoursPerMonth, 1.0, 744.0).more(),
];

const PRECISION: &[&str] = &["bf16", "fp16", "fp8", "int8", "int4"];

/// The inference calculator's result.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InferenceOutput {
    /// The plan for one replica, on the GPUs it runs on (`gpus`: the tensor-parallel degree
    /// times its VMs, which may be more than memory needs, for the heads to divide evenly).
    pub plan: sizing::InferencePlan,
    /// Usable memory per GPU (of the partition, on a partition), GB.
    pub usable_gb: f64,
    /// VMs per replica.
    pub vms: u32,
    /// Pay-as-you-go cost a month.
    pub monthly_cost: Decimal,
    /// The price used.
    pub prices: Vec<PriceUsed>,
}

/// Memory, GPUs, throughput and monthly cost of serving a model on a size.
pub fn inference(state: &FormState, d: &Dataset, today: Date) -> Answer<InferenceOutput> {
    let c = &d.catalog;
    let mut r = Reader::of(state, FIELDS);
    let params = r.number("params");
    let precision = r.choice("precision", PRECISION);
    let context = r.number("context");
    let concurrent = r.number("concurrent");
    let size = r.size(c);
    let region = r.region(c);
    let hours = r.number("hours");
    need!(r, params, precision, context, concurrent, size, region, hours);
    let precision = match precision.as_str() {
        "fp16" => Precision::Fp16,
        "fp8" => Precision::Fp8,
        "int8" => Precision::Int8,
        "int4" => Precision::Int4,
        _ => Precision::Bf16,
    };
    let Some(gpu) = c.gpu_of(size) else {
        return Err(vec![ferr("size", Problem::NoGpu)]);
    };
    let (Some(bandwidth), Some(peak)) = (
        gpu.bandwidth_gbs,
        Precision::Bf16.peak_tflops(gpu).or_else(|| Precision::Fp16.peak_tflops(gpu)),
    ) else {
        return Err(vec![ferr(
            "size",
            Problem::NoFigure { gpu: gpu.name.clone(), need: GpuFigure::BandwidthAndFp16 },
        )]);
    };
    let job = sizing::InferenceJob {
        params,
        precision,
        context: context.round().to_u32().unwrap_or(2048),
        concurrent: concurrent.round().to_u32().unwrap_or(1),
        target_tokens_per_s: None,
        target_ms_per_token: None,
        shape: None,
        hours_per_month: hours,
        months: 1.0,
    };
    job.validate().map_err(|e| vec![sizing_field(e)])?;
    // One replica on the size, by the rule the decision tree uses: in one VM, tensor-parallel
    // over a divisor of the heads, or over several VMs as pipeline stages where InfiniBand joins
    // them; a partition only when the replica fits in it.
    let layout = serve::lay_out_replica(
        &job,
        size,
        USABLE_MEMORY_FRACTION,
        (bandwidth, peak),
        true,
        &d.sizing.inference,
    )
    .map_err(|e| match e {
        serve::ReplicaError::CannotPlan => vec![ferr("params", Problem::CannotServe)],
        other => vec![ferr("size", Problem::Replica(other))],
    })?;
    let vms = layout.vms_per_replica;
    let plan = sizing::InferencePlan {
        gpus: layout.gpus(),
        decode_tokens_per_s: layout.decode_tokens_per_s(),
        prefill_tokens_per_s: layout.prefill_tokens_per_s(),
        ..layout.plan
    };
    let payg = price(c, &size.name, &region, PricingModel::Payg, today).map_err(|e| vec![e])?;
    let monthly_cost = Decimal::from_f64(hours * f64::from(vms) * f64::from(plan.replicas))
        .and_then(|h| h.checked_mul(payg.usd))
        .ok_or_else(|| vec![ferr("hours", Problem::CostTooLarge)])?;
    Ok(InferenceOutput {
        plan,
        usable_gb: layout.usable_gb,
        vms,
        monthly_cost,
        prices: vec![payg],
    })
}
