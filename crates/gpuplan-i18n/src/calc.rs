//! The words of the calculators: titles, blurbs, fields, hints, results, and charts' captions and axes.

messages! {
    /// A piece of the calculators' text.
    CalcMsg {
        /// Placeholder row until the section is filled.
        First: "Prices used", "所用价格";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in CalcMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
