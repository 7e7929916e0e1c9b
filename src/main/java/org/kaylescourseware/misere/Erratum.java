package org.kaylescourseware.misere;

/**
 * A claim of a source that computation refutes: what the source says, what was computed, and the
 * check that shows it.
 */
public record Erratum(String claim, String computedFact, String check) {

    /** The erratum a failed verification stands for. */
    public static Erratum of(VerificationResult failed) {
        if (failed.holds()) {
            throw new IllegalArgumentException(failed.claim() + " held; only a failed check is an erratum");
        }
        return new Erratum(failed.claim() + ": " + failed.statement(), failed.counterexample(),
                failed.method() + ", over " + failed.bound());
    }
}
