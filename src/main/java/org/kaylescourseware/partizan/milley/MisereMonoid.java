package org.kaylescourseware.partizan.milley;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.game.OutcomeClass;
import org.kaylescourseware.game.Position;
import org.kaylescourseware.partizan.KaylesUniverse;
import org.kaylescourseware.partizan.StripNotation;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModularComparison;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * The misère monoid the misère monoid ⟨0, S1, S2 | S1 + S2 = 0⟩ of partizan Kayles (Milley 2015, Section 4): the
 * classes of K modulo equivalence, named by the integer d = k − j of kS1 + jS2, with their outcomes.
 * {@code elements} lists d = −range … range; {@code partition} the outcome partition as the paper
 * prints it, with the elements of that range in each class; the checks say what was computed.
 */
public record MisereMonoid(String presentation, List<Element> elements, List<PartitionClass> partition,
        List<CheckedClaim> checks) {

    /** One class: its integer name, the representative dS1 or |d|S2, searched and stated outcomes. */
    public record Element(int value, ReducedSum representative, OutcomeClass outcome, OutcomeClass statedOutcome) {
        public boolean agrees() {
            return outcome == statedOutcome;
        }
    }

    /** One outcome class of the partition: the paper's description and the elements in it. */
    public record PartitionClass(OutcomeClass outcome, String statedMembers, List<ReducedSum> members) {
    }

    public MisereMonoid {
        elements = List.copyOf(elements);
        partition = List.copyOf(partition);
        checks = List.copyOf(checks);
    }

    /** The class d = k − j of a sum of squares and dominoes. */
    public static ReducedSum representative(int value) {
        return value >= 0 ? new ReducedSum(value, 0) : new ReducedSum(0, -value);
    }

    /** The outcome classes of the partition, R⁻ written as the union the paper's {kS1, jS2 : …} means. */
    static final String N_CLASS = "{kS2 : k ≥ 0, k ≡ 0 (mod 3)}";
    static final String P_CLASS = "{kS2 : k > 0, k ≡ 1 (mod 3)}";
    static final String R_CLASS = "{kS1 : k > 0} ∪ {jS2 : j > 0, j ≡ 2 (mod 3)}";

    /** The outcome partition: N⁻ = {kS2 : k ≡ 0}, P⁻ = {kS2 : k ≡ 1}, R⁻ = {kS1} ∪ {jS2 : j ≡ 2}. */
    public static OutcomeClass statedOutcome(int value) {
        if (value > 0) {
            return OutcomeClass.R;
        }
        return switch (-value % 3) {
            case 0 -> OutcomeClass.N;
            case 1 -> OutcomeClass.P;
            default -> OutcomeClass.R;
        };
    }

    /** Builds the table for d = −range … range and checks it against the search and the comparator. */
    public static MisereMonoid build(ModuloKComparator comparator, int range, int maxTotalOfPositions) {
        StripOutcomeSearch search = comparator.search().stripSearch();
        List<Element> elements = new ArrayList<>();
        for (int d = -range; d <= range; d++) {
            ReducedSum rep = representative(d);
            elements.add(new Element(d, rep, search.outcome(rep.toPosition()), statedOutcome(d)));
        }
        List<PartitionClass> partition = List.of(
                partitionClass(OutcomeClass.N, N_CLASS, elements),
                partitionClass(OutcomeClass.P, P_CLASS, elements),
                partitionClass(OutcomeClass.R, R_CLASS, elements),
                partitionClass(OutcomeClass.L, "∅", elements));
        List<CheckedClaim> checks = List.of(outcomesCheck(elements, range),
                representativesCheck(comparator, maxTotalOfPositions), distinctnessCheck(comparator, range));
        return new MisereMonoid("⟨0, S1, S2 | S1 + S2 = 0⟩", elements, partition, checks);
    }

    private static PartitionClass partitionClass(OutcomeClass outcome, String stated, List<Element> elements) {
        return new PartitionClass(outcome, stated, elements.stream().filter(e -> e.outcome() == outcome)
                .map(Element::representative).toList());
    }

    private static CheckedClaim outcomesCheck(List<Element> elements, int range) {
        Optional<String> counterexample = elements.stream().filter(e -> !e.agrees()).findFirst()
                .map(e -> e.representative() + " is in " + e.outcome() + "⁻, the partition says " + e.statedOutcome() + "⁻");
        return CheckedClaim.search("The outcome partition of the misère monoid", "N⁻ = " + N_CLASS + ", P⁻ = " + P_CLASS
                + ", R⁻ = " + R_CLASS + ", L⁻ = ∅.", "the classes d = −" + range + " … "
                + range, "the partition's outcome of each class against the search's outcome of its representative",
                elements.size(), counterexample);
    }

    /** Every position of K up to a size is equivalent to the representative of k − j, (k, j) its reduction. */
    private static CheckedClaim representativesCheck(ModuloKComparator comparator, int maxTotal) {
        Optional<String> counterexample = Optional.empty();
        List<Position> positions = KaylesUniverse.positionsUpTo(maxTotal);
        for (Position p : positions) {
            ReducedSum rep = representative(MilleyFormulas.theorem1Reduction(p).monoidValue());
            ModularComparison cmp = comparator.compare(p, rep.toPosition());
            if (counterexample.isEmpty() && !cmp.equivalent()) {
                counterexample = Optional.of(StripNotation.of(p) + " ≢ " + rep + ": " + cmp.distinguishingWitness().orElseThrow());
            }
        }
        return CheckedClaim.search("Every position is in one class", "Each position of " + KaylesUniverse.SYMBOL + " is equivalent to exactly one of"
                + " 0, kS1, kS2 (k > 0).", "every position of total size ≤ " + maxTotal + ", against every X of total"
                + " size ≤ " + comparator.testBound(), "the misère search of the position + X against that of its class's"
                + " representative + X, for every test position X", positions.size(), counterexample);
    }

    /** Distinct classes are distinguishable: the monoid is the integers, not a quotient of them. */
    private static CheckedClaim distinctnessCheck(ModuloKComparator comparator, int range) {
        Optional<String> counterexample = Optional.empty();
        int pairs = 0;
        for (int a = -range; a <= range; a++) {
            for (int b = a + 1; b <= range; b++) {
                pairs++;
                ModularComparison cmp = comparator.compare(representative(a).toPosition(), representative(b).toPosition());
                if (counterexample.isEmpty() && cmp.equivalent()) {
                    counterexample = Optional.of(representative(a) + " ≡ " + representative(b));
                }
            }
        }
        return CheckedClaim.search("The classes are distinct", "Distinct elements of ⟨0, S1, S2 | S1 + S2 = 0⟩ are"
                + " distinguishable modulo " + KaylesUniverse.SYMBOL + ", so the misère monoid is a group isomorphic to the"
                + " integers.", "every pair of classes d = −" + range + " … " + range + ", against every X of total size ≤ "
                + comparator.testBound(),
                "the misère search of the two representatives plus every test position X, for an X that tells them"
                        + " apart", pairs, counterexample);
    }
}
