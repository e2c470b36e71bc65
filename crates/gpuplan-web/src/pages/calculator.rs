//! The calculators' pages: an index, and one page per calculator whose state is in the address.

use gpuplan_core::calc::Kind;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::components::calculator::Calculator;
use crate::pages::not_found::NotFound;
use crate::route::Route;

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
                    html! { <li><Link<Route> {to}>{ k.title() }</Link<Route>>{ " — " }{ k.blurb() }</li> }
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
            <p class="lede">{ kind.blurb() }</p>
            <Calculator {kind} />
        </article>
    }
}
