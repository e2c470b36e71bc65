//! The calculators' pages: an index, and one page per calculator whose state is in the address.

use gpuplan_core::calc::Kind;
use gpuplan_i18n::calc::{self as words, CalcMsg};
use yew::prelude::*;

use crate::components::calculator::Calculator;
use crate::i18n::use_lang;
use crate::nav::Go;
use crate::pages::not_found::NotFound;
use crate::route::Route;

/// The list of calculators.
#[component]
pub fn CalculatorsPage() -> Html {
    let lang = use_lang();
    let [before, between, after] = words::see_also(lang);
    html! {
        <article class="calculators">
            <h1>{ CalcMsg::IndexTitle.text(lang) }</h1>
            <p class="lede">{ CalcMsg::IndexLede.text(lang) }</p>
            <ul class="calc-index">
                { for Kind::ALL.into_iter().map(|k| {
                    let to = Route::Calculator { name: k.name().to_owned() };
                    html! { <li><Go {to}>{ words::title(k, lang) }</Go>{ words::index_separator(lang) }{ words::blurb(k, lang) }</li> }
                }) }
            </ul>
            <p>{ before }<Go to={Route::Wizard}>{ CalcMsg::DecisionWizard.text(lang) }</Go>{ between }<Go to={Route::Estimate}>{ CalcMsg::EstimateBuilder.text(lang) }</Go>{ after }</p>
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
    let lang = use_lang();
    let Some(kind) = Kind::from_name(&props.name) else { return html! { <NotFound /> } };
    html! {
        <article class="calculator-page">
            <h1>{ words::title(kind, lang) }</h1>
            <p class="lede">{ words::blurb(kind, lang) }</p>
            <Calculator {kind} {lang} />
        </article>
    }
}
