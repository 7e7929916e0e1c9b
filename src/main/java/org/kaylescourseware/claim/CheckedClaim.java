package org.kaylescourseware.claim;

import java.util.Optional;

/**
 * A claim of a source checked by computation: what it is called and says, how it was checked and
 * over which cases, which two independent things were compared, how many cases, and whether it
 * held, with the first counterexample when it did not.
 *
 * @param name           the claim's name in the source, such as {@code "Lemma 3"} (a proof step: its formula)
 * @param statement      what it says
 * @param method         how it was checked
 * @param bound          the cases checked, in words, such as {@code "every position of total size ≤ 20"}
 * @param compared       the two independent things compared, in words
 * @param cases          how many cases were checked (positions, test positions X, or steps of a symbolic proof)
 * @param pairs          how many pairs of those cases were compared; 0 when the claim is about single cases
 * @param holds          whether the claim held in every case
 * @param evidence       what the computation found besides the verdict (for a comparison modulo K, the
 *                       relation found and the X that separates), or the empty string
 * @param counterexample the first case where the claim failed: present exactly when it does not hold
 */
public record CheckedClaim(String name, String statement, Method method, String bound, String compared, int cases,
        long pairs, boolean holds, String evidence, Optional<String> counterexample) {

    /** How a claim was checked. */
    public enum Method {
        /** Every step of a general proof as an identity or a finite case analysis: for every n. */
        SYMBOLIC,
        /** Every case up to a bound, each decided by a search of the games. */
        SEARCH,
        /** One exact computation, with no cases to enumerate (a derived formula against the stated one, say). */
        COMPUTATION
    }

    public CheckedClaim {
        if (holds == counterexample.isPresent()) {
            throw new IllegalArgumentException(name + (holds ? " holds but has the counterexample " + counterexample.get()
                    : " fails without a counterexample"));
        }
    }

    /** A check by search over {@code cases} cases, none compared in pairs. */
    public static CheckedClaim search(String name, String statement, String bound, String compared, int cases,
            Optional<String> counterexample) {
        return search(name, statement, bound, compared, cases, 0, counterexample);
    }

    /** A check by search over {@code cases} cases of which {@code pairs} pairs were compared. */
    public static CheckedClaim search(String name, String statement, String bound, String compared, int cases,
            long pairs, Optional<String> counterexample) {
        return new CheckedClaim(name, statement, Method.SEARCH, bound, compared, cases, pairs, counterexample.isEmpty(), "",
                counterexample);
    }

    /** A check of a general proof in {@code steps} symbolic steps; {@code firstFailure} is the first that fails. */
    public static CheckedClaim symbolic(String name, String statement, String bound, String compared, int steps,
            Optional<String> firstFailure) {
        return new CheckedClaim(name, statement, Method.SYMBOLIC, bound, compared, steps, 0, firstFailure.isEmpty(), "",
                firstFailure);
    }

    /**
     * A claim decided by one computation: {@code evidence} says what it found (and is the counterexample
     * when the claim fails), {@code compared} what was compared with what.
     */
    public static CheckedClaim computed(String name, String statement, String compared, String evidence, boolean holds) {
        return new CheckedClaim(name, statement, Method.COMPUTATION, "", compared, 1, 0, holds, evidence,
                holds ? Optional.empty() : Optional.of(evidence));
    }

    /** The counterexample a search recorded as text, the empty string meaning none was found. */
    public static Optional<String> firstFailure(String counterexampleOrEmpty) {
        return counterexampleOrEmpty.isEmpty() ? Optional.empty() : Optional.of(counterexampleOrEmpty);
    }

    /** The first counterexample, or the empty string when the claim holds. */
    public String counterexampleOrEmpty() {
        return counterexample.orElse("");
    }

    /**
     * For example {@code "Lemma 1, checked for every position of total size ≤ 20 (2714 cases): holds"},
     * or {@code "…: fails; counterexample: …"}.
     */
    public String verdict() {
        return name + ", checked for " + bound + " (" + cases + " cases): "
                + counterexample.map(c -> "fails; counterexample: " + c).orElse("holds");
    }
}
