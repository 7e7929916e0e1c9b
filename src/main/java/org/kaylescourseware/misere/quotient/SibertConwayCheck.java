package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.List;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.misere.PositionEnumeration;
import org.kaylescourseware.rules.ImpartialRule;

/**
 * The Sibert–Conway forms of misère Kayles checked against computation on every position up to a
 * total size: which positions each form covers and whether they really are PN (normal P, misère
 * N) or NP, and which PN / NP positions no form of that kind covers. Normal outcomes come from the
 * Grundy values, misère outcomes from the Kayles misère quotient (itself checked against the
 * search in the tests).
 *
 * @param maxTotalSize the positions checked are those of total size 0..maxTotalSize
 * @param positionsChecked how many positions that is
 * @param forms one line per form
 * @param uncoveredPN PN positions that no PN form covers (at most {@code EXAMPLES} listed)
 * @param uncoveredPNCount how many PN positions no PN form covers
 * @param uncoveredNP NP positions that no NP form covers (at most {@code EXAMPLES} listed)
 * @param uncoveredNPCount how many NP positions no NP form covers
 */
public record SibertConwayCheck(int maxTotalSize, int positionsChecked, List<FormResult> forms,
        List<Position> uncoveredPN, int uncoveredPNCount, List<Position> uncoveredNP, int uncoveredNPCount) {

    /** How many example positions a list keeps. */
    public static final int EXAMPLES = 12;

    /**
     * What one form covers.
     *
     * @param form the form
     * @param covered how many positions up to the bound it covers
     * @param asClaimed how many of them have the claimed normal and misère outcomes
     * @param counterexamples covered positions that do not (at most {@code EXAMPLES})
     */
    public record FormResult(SibertConwayForm form, int covered, int asClaimed, List<Position> counterexamples) {
        public FormResult {
            counterexamples = List.copyOf(counterexamples);
        }

        public boolean holds() {
            return covered == asClaimed;
        }
    }

    public SibertConwayCheck {
        forms = List.copyOf(forms);
        uncoveredPN = List.copyOf(uncoveredPN);
        uncoveredNP = List.copyOf(uncoveredNP);
    }

    /** Checks the forms as stated in seed 001 on every position of total size up to the bound. */
    public static SibertConwayCheck kayles(int maxTotalSize) {
        return check(SibertConwayForm.AS_STATED_IN_SEED_001, MisereQuotientSolver.kaylesQuotient(), maxTotalSize);
    }

    /** Checks {@code forms} with misère outcomes from {@code quotient} (of Kayles). */
    public static SibertConwayCheck check(List<SibertConwayForm> forms, MisereQuotient quotient, int maxTotalSize) {
        int[] grundy = GrundyValues.compute(ImpartialRule.parse(quotient.ruleCode()), maxTotalSize);
        int[] covered = new int[forms.size()];
        int[] asClaimed = new int[forms.size()];
        List<List<Position>> counterexamples = new ArrayList<>();
        forms.forEach(f -> counterexamples.add(new ArrayList<>()));
        List<Position> uncoveredPN = new ArrayList<>();
        List<Position> uncoveredNP = new ArrayList<>();
        int[] uncovered = new int[2];
        List<Position> positions = PositionEnumeration.upToTotalSize(maxTotalSize, Math.min(maxTotalSize, quotient.heapBound()));
        for (Position position : positions) {
            OutcomeClass normal = normalOutcome(grundy, position);
            OutcomeClass misere = quotient.outcome(position);
            boolean coveredByClaimedKind = false;
            for (int f = 0; f < forms.size(); f++) {
                SibertConwayForm form = forms.get(f);
                if (!form.covers(position)) {
                    continue;
                }
                covered[f]++;
                boolean right = form.normal() == normal && form.misere() == misere;
                coveredByClaimedKind |= right;
                if (right) {
                    asClaimed[f]++;
                } else if (counterexamples.get(f).size() < EXAMPLES) {
                    counterexamples.get(f).add(position);
                }
            }
            if (normal != misere && !coveredByClaimedKind) {
                List<Position> list = normal == OutcomeClass.P ? uncoveredPN : uncoveredNP;
                uncovered[normal == OutcomeClass.P ? 0 : 1]++;
                if (list.size() < EXAMPLES) {
                    list.add(position);
                }
            }
        }
        List<FormResult> results = new ArrayList<>();
        for (int f = 0; f < forms.size(); f++) {
            results.add(new FormResult(forms.get(f), covered[f], asClaimed[f], counterexamples.get(f)));
        }
        return new SibertConwayCheck(maxTotalSize, positions.size(), results, uncoveredPN, uncovered[0],
                uncoveredNP, uncovered[1]);
    }

    private static OutcomeClass normalOutcome(int[] grundy, Position position) {
        int nimSum = 0;
        for (int heap : position.heaps()) {
            nimSum ^= grundy[heap];
        }
        return nimSum == 0 ? OutcomeClass.P : OutcomeClass.N;
    }
}
