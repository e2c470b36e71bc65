//! The words of the core's field errors and notices, worded for the reader.

messages! {
    /// A piece of the text of the core's field errors and notices, worded for the reader.
    ProblemMsg {
        /// Placeholder row until the section is filled.
        First: "is needed", "必须填写";
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Lang;

    #[test]
    fn every_message_has_both_languages() {
        for m in ProblemMsg::ALL {
            crate::check_texts(&format!("{m:?}"), m.text(Lang::En), m.text(Lang::Zh));
        }
    }
}
