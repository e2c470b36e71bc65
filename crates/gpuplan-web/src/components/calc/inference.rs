//! The inference calculator's result: GPUs per replica, memory, decode and prefill throughput,
//! the monthly cost, and one replica's memory against the usable memory.

use gpuplan_core::calc::FieldError;
use gpuplan_core::calc::inference::InferenceOutput;
use gpuplan_core::dataset::Dataset;
use gpuplan_core::guide::Lang;
use yew::prelude::*;

use super::{Context, figures, memory_parts, prices_used, usd};
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
    let rows = vec![
        (
            "GPUs per replica",
            format!("{} on {} VM{}", p.gpus, o.vms, if o.vms == 1 { "" } else { "s" }),
        ),
        (
            "Memory",
            format!(
                "{:.1} GB across the replica's GPUs ({:.1} GB usable each)",
                p.memory.total_gb(),
                o.usable_gb
            ),
        ),
        ("Decode", format!("{:.0} tokens/s across all requests", p.decode_tokens_per_s)),
        ("Prefill", format!("{:.0} tokens/s", p.prefill_tokens_per_s)),
        ("Pay-as-you-go cost a month", usd(o.monthly_cost)),
    ];
    let per_gpu = o.usable_gb * f64::from(p.gpus.max(1));
    html! {
        <>
            { figures(rows) }
            <StackedBar title="Memory of one replica" parts={memory_parts(&p.memory, "KV cache")} unit="GB"
                limit={Some((per_gpu, format!("usable {:.0} GB", per_gpu)))} />
            { prices_used(&o.prices, lang) }
        </>
    }
}
