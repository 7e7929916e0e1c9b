package org.kaylescourseware.claim;

import java.util.List;

/**
 * A slip in a source found by computation: where it is, what the source claims, the correction,
 * and the checks that show both (the printed claim failing, or a case it leaves out; the correction
 * holding).
 *
 * @param title      a short name, such as {@code "Lemma 3: Left's option"}
 * @param location   where the source says it, such as {@code "Section 3, statement of Lemma 3"}
 * @param kind       what sort of slip
 * @param claim      the claim as printed
 * @param correction what is true instead (for a claim refuted by search: its first counterexample)
 * @param checks     the checked claims that show it
 */
public record Erratum(String title, String location, Kind kind, String claim, String correction,
        List<CheckedClaim> checks) {

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

    /** The erratum a failed check stands for: the claim as its name and statement, its counterexample as the correction. */
    public static Erratum refuting(CheckedClaim failed) {
        if (failed.holds()) {
            throw new IllegalArgumentException(failed.name() + " held; only a failed check is an erratum");
        }
        return new Erratum(failed.name(), failed.name(), Kind.FALSE_CLAIM, failed.name() + ": " + failed.statement(),
                failed.counterexample().orElseThrow(), List.of(failed));
    }
}
