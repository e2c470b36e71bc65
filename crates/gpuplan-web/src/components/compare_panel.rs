//! Chosen sizes side by side: specs and every price for the view's region.

use gpuplan_core::catalog::view::{CatalogView, PriceCell, cell_text, dated_price_cell};
use gpuplan_core::catalog::{PricingModel, Size};
use yew::prelude::*;

use crate::catalog_data::CatalogRef;

/// Props for [`ComparePanel`].
#[derive(Clone, PartialEq, Properties)]
pub struct ComparePanelProps {
    /// The catalog.
    pub catalog: CatalogRef,
    /// The current view (its `compare` list chooses the sizes).
    pub view: CatalogView,
    /// Called with the changed view (removing sizes).
    pub onchange: Callback<CatalogView>,
}

/// The comparison table, or nothing when no size is chosen.
#[component]
pub fn ComparePanel(props: &ComparePanelProps) -> Html {
    let c = props.catalog.0;
    let v = &props.view;
    let sizes: Vec<&Size> = v.compare.iter().filter_map(|n| c.size(n)).collect();
    if sizes.is_empty() {
        return html! {};
    }
    let clear = {
        let (view, on) = (v.clone(), props.onchange.clone());
        Callback::from(move |_| on.emit(CatalogView { compare: Vec::new(), ..view.clone() }))
    };
    let spec_row = |label: &str, f: &dyn Fn(&Size) -> String| {
        html! {
            <tr><th scope="row">{ label.to_owned() }</th>{ for sizes.iter().map(|s| html! { <td>{ f(s) }</td> }) }</tr>
        }
    };
    let feature = |f: &gpuplan_core::catalog::Feature| match f {
        gpuplan_core::catalog::Feature::Yes(t) if t.is_empty() => "yes".to_owned(),
        gpuplan_core::catalog::Feature::Yes(t) => t.clone(),
        gpuplan_core::catalog::Feature::No => "no".to_owned(),
        gpuplan_core::catalog::Feature::Unknown => "not stated".to_owned(),
    };
    let today = crate::catalog_data::today();
    let price_rows = PricingModel::ALL.into_iter().map(|m| {
        html! {
            <tr>
                <th scope="row">{ m.label() }</th>
                { for sizes.iter().map(|s| {
                    let (cell, as_of) = dated_price_cell(c, v, s, c.gpu_of(s), m);
                    let old = match (as_of, today) {
                        (Some(d), Some(t)) => gpuplan_core::catalog::coverage::is_stale(d, t),
                        _ => false,
                    };
                    let class = classes!("num", (!matches!(cell, PriceCell::Value(_))).then_some("missing"), old.then_some("old"));
                    let title = as_of.map(|d| crate::components::catalog_table::old_title(d, old));
                    html! { <td {class} {title}>{ cell_text(cell, v.unit) }</td> }
                }) }
            </tr>
        }
    });
    html! {
        <section class="compare" aria-labelledby="compare-heading">
            <h2 id="compare-heading">{ format!("Comparing {} sizes", sizes.len()) }</h2>
            <button type="button" onclick={clear}>{ "Clear comparison" }</button>
            <div class="table-scroll">
                <table class="compare-table">
                    <thead><tr><td></td>{ for sizes.iter().map(|s| html! { <th scope="col">{ s.name.clone() }</th> }) }</tr></thead>
                    <tbody>
                        { spec_row("GPU", &|s| c.gpu_of(s).map_or(s.gpu_name.clone(), |g| g.name.clone())) }
                        { spec_row("GPUs", &|s| s.gpu_count.to_string()) }
                        { spec_row("GPU memory (GB)", &|s| format!("{}", s.vram_gb())) }
                        { spec_row("vCPU", &|s| s.vcpu.to_string()) }
                        { spec_row("Memory", &|s| format!("{} {:?}", s.memory, s.memory_unit)) }
                        { spec_row("InfiniBand", &|s| feature(&s.infiniband)) }
                        { spec_row("NVLink / GPU fabric", &|s| feature(&s.nvlink)) }
                        { spec_row("BF16 dense TFLOP/s per GPU", &|s| c.gpu_of(s).and_then(|g| g.bf16).and_then(|x| x.value()).map_or("not stated".into(), |x| format!("{x}"))) }
                        <tr><th scope="row" colspan="7" class="group">{ format!("USD {} per {} in {} ({})", v.normalise.label(), v.unit.as_str(), v.region, v.os.as_str()) }</th></tr>
                        { for price_rows }
                    </tbody>
                </table>
            </div>
        </section>
    }
}
