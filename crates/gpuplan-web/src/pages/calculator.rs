//! The calculators' pages: an index, and one page per calculator whose state is in the address.

use gpuplan_core::calc::Kind;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::components::calculator::Calculator;
use crate::pages::not_found::NotFound;
use crate::route::Route;

/// What each calculator answers, for the index.
fn blurb(kind: Kind) -> &'static str {
    match kind {
        Kind::Training => {
            "How many GPUs a model's training state needs, how long the run takes and what it costs."
        }
        Kind::Inference => {
            "How many GPUs serve a model with its cache, the tokens per second, and the monthly cost."
        }
        Kind::Spot => {
            "What Spot costs once evictions, checkpoints and restarts are counted, with the Young and Daly intervals."
        }
        Kind::BreakEven => {
            "When a savings plan or reservation beats pay-as-you-go, by utilisation and by months."
        }
        Kind::BuyOrRent => {
            "Owning the GPUs against renting them: cumulative cost and the month buying pays back."
        }
        Kind::FineTuning => {
            "Memory, GPUs, time and cost of fine-tuning with LoRA, QLoRA or every weight."
        }
        Kind::Cv => "How long training a vision model takes on a size, and what it costs.",
        Kind::MixedFleet => {
            "How to split a demand that varies through the day between a reserved base, Spot and pay-as-you-go."
        }
        Kind::Governance => {
            "What auto-shutdown, storage tiering and snapshot clean-up save a month."
        }
    }
}

/// The list of calculators.
#[component]
pub fn CalculatorsPage() -> Html {
    html! {
        <article class="calculators">
            <h1>{ "Calculators" }</h1>
            <p class="lede">{ "Each works from the catalog's prices and specs, keeps its settings in the address (so a link shows the same result) and in your browser, and runs offline." }</p>
            <ul class="calc-index">
                { for Kind::ALL.into_iter().map(|k| {
                    let to = Route::Calculator { name: k.name().to_owned() };
                    html! { <li><Link<Route> {to}>{ k.title() }</Link<Route>>{ " — " }{ blurb(k) }</li> }
                }) }
            </ul>
            <p>{ "See also the " }<Link<Route> to={Route::Wizard}>{ "decision wizard" }</Link<Route>>{ " and the " }<Link<Route> to={Route::Estimate}>{ "estimate builder" }</Link<Route>>{ "." }</p>
        </article>
    }
}

/// Props for [`CalculatorPage`].
#[derive(Debug, Clone, PartialEq, Properties)]
pub struct CalculatorPageProps {
    /// The calculator's name from the route.
    pub name: AttrValue,
}

/// One calculator on its own page.
#[component]
pub fn CalculatorPage(props: &CalculatorPageProps) -> Html {
    let Some(kind) = Kind::from_name(&props.name) else { return html! { <NotFound /> } };
    html! {
        <article class="calculator-page">
            <h1>{ kind.title() }</h1>
            <p class="lede">{ blurb(kind) }</p>
            <Calculator {kind} />
        </article>
    }
}
