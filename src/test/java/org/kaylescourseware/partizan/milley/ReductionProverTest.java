package org.kaylescourseware.partizan.milley;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.partizan.GameSumSearch;
import org.kaylescourseware.partizan.StripOutcomeSearch;
import org.kaylescourseware.partizan.modular.ModuloKComparator;
import org.kaylescourseware.partizan.modular.ReducedSum;

class ReductionProverTest {

    private static List<ReductionProof> proofs;

    @BeforeAll
    static void prove() {
        ModuloKComparator comparator = new ModuloKComparator(
                new GameSumSearch(new StripOutcomeSearch(PlayConvention.MISERE, 61)), 14);
        proofs = new ReductionProver(comparator).proveUpTo(15);
    }

    private static ReductionProof proof(int n) {
        return proofs.get(n - 1);
    }

    private static Set<String> values(List<OptionGroup> groups, boolean dominated) {
        return groups.stream().filter(g -> g.dominated() == dominated).map(g -> g.reduction().toString())
                .collect(Collectors.toSet());
    }

    // Milley 2015, Section 3, the hand reductions of S3, S4, S5: the kept Left and Right options, the
    // dominated ones ("-" for none) and the result.
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
            "3; S2; S1; 2S1; -; S1 + S2",
            "4; S1 + S2; 2S1; -; S2; 2S1 + S2",
            "5; 2S2; S1 + S2; 2S1 + S2; -; S1 + 2S2"})
    void generatedProofMatchesThePapersHandReduction(int n, String left, String right, String leftDominated,
            String rightDominated, String result) {
        ReductionProof proof = proof(n);
        assertEquals(Set.of(left), values(proof.leftGroups(), false));
        assertEquals(Set.of(right), values(proof.rightGroups(), false));
        assertEquals(leftDominated.equals("-") ? Set.of() : Set.of(leftDominated), values(proof.leftGroups(), true));
        assertEquals(rightDominated.equals("-") ? Set.of() : Set.of(rightDominated),
                values(proof.rightGroups(), true));
        assertEquals(result, proof.result().toString());
        assertEquals("S" + n + " ≡ {" + left + " | " + right + "} ≡ " + result, proof.conclusion());
    }

    @Test
    void s3HasThePapersOptions() {
        // "In a strip of length 3, Left has options to S2 (playing at either end) and S1 + S1 (playing in
        // the middle). Right has only one option, to S1."
        ReductionProof s3 = proof(3);
        assertEquals(List.of("S2", "2S1", "S2"), s3.leftOptions().stream().map(o -> o.reduction().toString()).toList());
        assertEquals(List.of("S1", "S1"), s3.rightOptions().stream().map(o -> o.reduction().toString()).toList());
    }

    /** Theorem 1's proof, Cases 1–3, gives the kept options in closed form; the derivation must agree. */
    @ParameterizedTest
    @ValueSource(ints = {6, 7, 8, 9, 10, 11, 12, 13, 14, 15})
    void keptOptionsAreThoseOfTheoremOnesProof(int n) {
        int k = n / 3;
        ReducedSum a;
        ReducedSum b;
        switch (n % 3) {
            case 0 -> { a = new ReducedSum(k - 1, k); b = new ReducedSum(k, k - 1); }
            case 1 -> { a = new ReducedSum(k, k); b = new ReducedSum(k + 1, k - 1); }
            default -> { a = new ReducedSum(k - 1, k + 1); b = new ReducedSum(k, k); }
        }
        assertEquals(a, proof(n).leftOption());
        assertEquals(b, proof(n).rightOption());
    }

    @Test
    void everyProofIsVerifiedAndGivesTheoremOnesReduction() {
        for (ReductionProof proof : proofs) {
            assertTrue(proof.verified(), () -> "S" + proof.n() + ": " + proof.checks());
            assertEquals(MilleyFormulas.theorem1Reduction(proof.n()), proof.result());
        }
    }

    @Test
    void optionsAreGroupedByResidueAndDominationsCiteCorollaryThree() {
        ReductionProof s6 = proof(6);
        OptionGroup struck = s6.leftGroups().stream().filter(OptionGroup::dominated).findFirst().orElseThrow();
        assertEquals(1, struck.residue());
        assertEquals(List.of(1, 4), struck.indices());
        Domination d = struck.domination().orElseThrow();
        assertTrue(d.reason().startsWith("Milley's Corollary 3: S2 ≥ 2S1 (mod 𝒦)"), d.reason());
        assertTrue(d.reason().contains("G0 + 2S1 ≤ G0 + S2"), "only ≤ follows from Corollary 3: " + d.reason());
        assertEquals(new ReducedSum(1, 1), d.commonPart());
        assertTrue(d.check().holds());
    }
}
