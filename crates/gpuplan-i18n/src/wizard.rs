//! The words of the decision wizard.

messages! {
    /// A piece of the text of the decision wizard.
    WizardMsg {
        /// Placeholder row until the section is filled.
        First: "Start again", "重新开始";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in WizardMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
