//! The inference calculator's result: GPUs per replica, memory, decode and prefill throughput,
//! the monthly cost, and one replica's memory against the usable memory.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::inference::InferenceOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use gpuplan_i18n::format::usd;
use yew::prelude::*;

use super::{Context, figures, memory_parts, prices_used};
use crate::components::chart::StackedBar;

/// Computes the calculator from `state` and renders its result, or returns the field errors.
pub fn result(
    state: &[(String, String)],
    c: &Dataset,
    cx: &Context<'_>,
) -> Result<Html, Vec<FieldError>> {
    gpuplan_core::calc::inference::inference(state, c).map(|o| inference(&o, cx.lang))
}

fn inference(o: &InferenceOutput, lang: Lang) -> Html {
    let p = &o.plan;
    let t = |m: CalcMsg| m.text(lang);
    let rows = vec![
        (t(CalcMsg::GpusPerReplica), calc::replica_gpus(p.gpus, o.vms, lang)),
        (t(CalcMsg::Memory), calc::replica_memory(p.memory.total_gb(), o.usable_gb, lang)),
        (t(CalcMsg::Decode), calc::decode_rate(p.decode_tokens_per_s, lang)),
        (t(CalcMsg::Prefill), calc::prefill_rate(p.prefill_tokens_per_s, lang)),
        (t(CalcMsg::PaygCostMonth), usd(o.monthly_cost, lang)),
    ];
    let per_gpu = o.usable_gb * f64::from(p.gpus.max(1));
    html! {
        <>
            { figures(rows) }
            <StackedBar title={t(CalcMsg::MemoryOfReplica)} parts={memory_parts(&p.memory, CalcMsg::KvCache, lang)} unit="GB"
                limit={Some((per_gpu, calc::usable_gb(per_gpu, lang)))} {lang} />
            { prices_used(&o.prices, lang) }
        </>
    }
}
