package org.kaylescourseware.partizan.milley;

import java.util.List;

/**
 * A slip in the source found by computation: where it is, what the source claims, the corrected
 * statement, and the checks that show both (the printed claim failing, or a case it leaves out;
 * the correction holding).
 */
public record Erratum(String title, String location, Kind kind, String claim, String correction,
        List<TheoremCheck> checks) {

    /** What sort of slip: a misprinted formula, a claim that is false, or a case the claim leaves out. */
    public enum Kind {
        MISPRINT("misprint"),
        FALSE_CLAIM("false as stated"),
        GAP("incomplete");

        private final String words;

        Kind(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }
    }

    public Erratum {
        checks = List.copyOf(checks);
    }
}
