package org.kaylescourseware.misere;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.game.Position;

class NimEquivalenceVerificationTest {

    private final NimEquivalenceVerification upToTen = new NimEquivalenceVerification(10);

    @Test
    void paperTheoremsHoldForEveryNimPositionUpToTotalSizeTen() {
        List<VerificationResult> results = upToTen.all();
        for (VerificationResult r : results) {
            assertTrue(r.holds(), r.claim() + " fails: " + r.counterexample());
            assertEquals("", r.counterexample());
        }
        assertEquals(List.of("Theorem 5", "Corollary 1", "Theorem 6", "Theorem 4", "Theorem 3"),
                results.stream().map(VerificationResult::claim).toList());
        assertTrue(upToTen.errata().isEmpty());
    }

    @Test
    void countsOfPositionsAndClassesUpToTen() {
        VerificationResult theorem6 = upToTen.theorem6();
        VerificationResult theorem4 = upToTen.theorem4();
        assertEquals(139, theorem6.positionsChecked(), "partitions of 0..10 (OEIS A000070)");
        assertEquals(139L * 138 / 2, theorem6.pairsChecked());
        // ≡ classes found by Theorem 1 alone; reduced forms counted by Definition 5 alone.
        assertEquals(QuasiLexicographicOrder.orderedReducedForms(10).size(), theorem6.classesFound());
        assertEquals(31, theorem6.classesFound());
        assertEquals(139, theorem4.classesFound(), "every Nim position is its own class under =");
    }

    @Test
    void leastMemberOfEachImpartialClassIsTheReducedFormOfEveryMember() {
        List<NimEquivalenceClass> classes = upToTen.impartialClasses();
        assertEquals(31, classes.size());
        assertEquals(139, classes.stream().mapToInt(c -> c.members().size()).sum());
        for (NimEquivalenceClass c : classes) {
            for (Position member : c.members()) {
                assertEquals(c.least(), ReducedForm.of(member), member + " in the class of " + c.least());
            }
        }
        assertEquals(QuasiLexicographicOrder.orderedReducedForms(10),
                classes.stream().map(NimEquivalenceClass::least).toList());
    }

    @Test
    void orderLemmasOfTheProofsHoldUpToTotalSizeTwelve() {
        for (VerificationResult r : new NimOrderLemmas(12).all()) {
            assertTrue(r.holds(), r.claim() + " fails: " + r.counterexample());
        }
    }

    @Test
    void checksTellImpartialFromPartizanEquivalence() {
        // The same machinery that finds no counterexample does see the difference the paper makes.
        Position oneOne = Position.of(1, 1);
        Position zero = Position.of();
        assertTrue(upToTen.impartiallyEquivalent(oneOne, zero));
        assertFalse(upToTen.partizanEqual(oneOne, zero));
        assertTrue(upToTen.impartiallyEquivalent(Position.parse("2+2+1"), Position.parse("3+2")));
        assertFalse(upToTen.impartiallyEquivalent(Position.parse("2+2"), zero));
    }

    @Test
    void failedCheckBecomesAnErratumNamingClaimFactAndCheck() {
        VerificationResult failed = new VerificationResult("Theorem 9", "every heap is zero", "heaps up to 3",
                "looking", 4, 0, 0, false, "3 is not zero");
        Erratum erratum = Erratum.of(failed);
        assertEquals("Theorem 9: every heap is zero", erratum.claim());
        assertEquals("3 is not zero", erratum.computedFact());
        assertEquals("looking, over heaps up to 3", erratum.check());
        assertThrows(IllegalArgumentException.class, () -> Erratum.of(upToTen.theorem5()));
    }

    @Test
    void boundPastTwentyIsRefusedWithTheLimit() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new NimEquivalenceVerification(21));
        assertTrue(e.getMessage().contains("20") && e.getMessage().contains("21"), e.getMessage());
    }

    @Test
    void positionOutsideTheBoundIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> upToTen.tree(Position.of(11)));
        assertTrue(e.getMessage().contains("11"), e.getMessage());
    }
}
