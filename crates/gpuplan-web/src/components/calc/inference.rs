//! The inference calculator's result: GPUs per replica, memory, decode and prefill throughput,
//! the monthly cost, and one replica's memory against the usable memory.

use gpuplan_core::calc::inference::InferenceOutput;
use gpuplan_core::guide::Lang;
use gpuplan_i18n::calc::{self, CalcMsg};
use yew::prelude::*;

use super::memory_parts;
use crate::components::chart::StackedBar;

/// One replica's memory against the usable memory.
pub(super) fn charts(o: &InferenceOutput, lang: Lang) -> Html {
    let p = &o.plan;
    let t = |m: CalcMsg| m.text(lang);
    let per_gpu = o.usable_gb * f64::from(p.gpus.max(1));
    html! {
        <>
            <StackedBar title={t(CalcMsg::MemoryOfReplica)} parts={memory_parts(&p.memory, CalcMsg::KvCache, lang)} unit="GB"
                limit={Some((per_gpu, calc::usable_gb(per_gpu, lang)))} {lang} />
        </>
    }
}
