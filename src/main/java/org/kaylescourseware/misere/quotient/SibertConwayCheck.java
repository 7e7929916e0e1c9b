package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Partitions;
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

    /**
     * What is wrong with this check as that of the seed's forms up to {@code maxTotalSize}, if anything, for a check read
     * back from a store: other forms or bound, a count of positions that is not p(0) + … + p(bound) over heaps the quotient
     * covers, counts that do not fit together, or a listed example that is not what its list says (each is played again on
     * {@code quotient} and the Grundy values). A count itself is taken as stored: checking it means checking every position.
     */
    public Optional<String> firstProblem(MisereQuotient quotient, int maxTotalSize) {
        List<SibertConwayForm> checked = forms.stream().map(FormResult::form).toList();
        if (this.maxTotalSize != maxTotalSize || !checked.equals(SibertConwayForm.AS_STATED_IN_SEED_001)) {
            return Optional.of("it checks other forms, or to another bound than " + maxTotalSize);
        }
        long positions = Partitions.countUpTo(maxTotalSize, Math.min(maxTotalSize, quotient.heapBound()));
        if (positionsChecked != positions) {
            return Optional.of("it counts " + positionsChecked + " positions of total size at most " + maxTotalSize + ", not "
                    + positions);
        }
        int[] grundy = GrundyValues.compute(ImpartialRule.parse(quotient.ruleCode()), maxTotalSize);
        for (FormResult r : forms) {
            if (r.asClaimed() < 0 || r.asClaimed() > r.covered() || r.covered() > positionsChecked
                    || r.counterexamples().size() != Math.min(EXAMPLES, r.covered() - r.asClaimed())) {
                return Optional.of("the counts of the form " + r.form().text() + " do not fit together");
            }
            for (Position p : r.counterexamples()) {
                if (p.totalSize() > maxTotalSize || !r.form().covers(p) || asClaimed(r.form(), grundy, quotient, p)) {
                    return Optional.of(p + " is not a counterexample to the form " + r.form().text());
                }
            }
        }
        return uncoveredProblem(uncoveredPN, uncoveredPNCount, OutcomeClass.P, grundy, quotient)
                .or(() -> uncoveredProblem(uncoveredNP, uncoveredNPCount, OutcomeClass.N, grundy, quotient));
    }

    private Optional<String> uncoveredProblem(List<Position> examples, int count, OutcomeClass normal, int[] grundy,
            MisereQuotient quotient) {
        if (count < examples.size() || examples.size() != Math.min(EXAMPLES, count)) {
            return Optional.of("its count of " + normal + (normal == OutcomeClass.P ? "N" : "P") + " positions no form covers does not"
                    + " fit its examples");
        }
        for (Position p : examples) {
            boolean kind = p.totalSize() <= maxTotalSize && normalOutcome(grundy, p) == normal && quotient.outcome(p) != normal;
            if (!kind || forms.stream().anyMatch(r -> r.form().covers(p) && asClaimed(r.form(), grundy, quotient, p))) {
                return Optional.of(p + " is not a position that no form of its kind covers");
            }
        }
        return Optional.empty();
    }

    private static boolean asClaimed(SibertConwayForm form, int[] grundy, MisereQuotient quotient, Position position) {
        return form.normal() == normalOutcome(grundy, position) && form.misere() == quotient.outcome(position);
    }

    private static OutcomeClass normalOutcome(int[] grundy, Position position) {
        int nimSum = 0;
        for (int heap : position.heaps()) {
            nimSum ^= grundy[heap];
        }
        return nimSum == 0 ? OutcomeClass.P : OutcomeClass.N;
    }
}
