//! The words of the estimate builder.

messages! {
    /// A piece of the text of the estimate builder.
    EstimateMsg {
        /// Placeholder row until the section is filled.
        First: "Add a line", "添加一行";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in EstimateMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
