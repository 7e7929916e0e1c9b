package org.kaylescourseware.claim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CheckedClaimTest {

    private final CheckedClaim failed = CheckedClaim.search("Theorem 9", "every heap is zero", "heaps up to 3", "looking",
            4, Optional.of("3 is not zero"));

    @Test
    void aClaimHoldsExactlyWhenItHasNoCounterexample() {
        assertFalse(failed.holds());
        assertTrue(CheckedClaim.search("Theorem 9", "s", "b", "c", 4, Optional.empty()).holds());
        assertThrows(IllegalArgumentException.class, () -> new CheckedClaim("Theorem 9", "s", CheckedClaim.Method.SEARCH,
                "b", "c", 4, 0, true, "", Optional.of("3 is not zero")));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CheckedClaim("Theorem 9", "s",
                CheckedClaim.Method.SEARCH, "b", "c", 4, 0, false, "", Optional.empty()));
        assertTrue(e.getMessage().contains("Theorem 9"), e.getMessage());
    }

    @Test
    void aComputedClaimThatFailsHasWhatItFoundAsItsCounterexample() {
        CheckedClaim wrong = CheckedClaim.computed("the reduction", "S5 ≡ S1 + 2S2", "derived against stated",
                "derived S1 + S2", false);
        assertEquals(Optional.of("derived S1 + S2"), wrong.counterexample());
        assertEquals(CheckedClaim.Method.COMPUTATION, wrong.method());
        assertTrue(CheckedClaim.computed("the reduction", "S5 ≡ S1 + 2S2", "c", "derived S1 + 2S2", true)
                .counterexample().isEmpty());
    }

    @Test
    void theVerdictNamesTheClaimTheBoundTheCasesAndTheCounterexample() {
        assertEquals("Theorem 9, checked for heaps up to 3 (4 cases): fails; counterexample: 3 is not zero", failed.verdict());
        assertEquals("Corollary 5, checked for every k ≥ 0 (2 cases): holds",
                CheckedClaim.symbolic("Corollary 5", "s", "every k ≥ 0", "c", 2, Optional.empty()).verdict());
    }

    @Test
    void aFailedCheckBecomesAnErratumNamingClaimCounterexampleAndCheck() {
        Erratum erratum = Erratum.refuting(failed);
        assertEquals("Theorem 9: every heap is zero", erratum.claim());
        assertEquals("3 is not zero", erratum.correction());
        assertEquals(Erratum.Kind.FALSE_CLAIM, erratum.kind());
        assertEquals(List.of(failed), erratum.checks());
        CheckedClaim held = CheckedClaim.search("Theorem 5", "s", "b", "c", 4, Optional.empty());
        assertThrows(IllegalArgumentException.class, () -> Erratum.refuting(held));
    }
}
