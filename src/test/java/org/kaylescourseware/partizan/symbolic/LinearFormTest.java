package org.kaylescourseware.partizan.symbolic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LinearFormTest {

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "3(k-j-1)+2; 3k − 3j − 1",
        "k - j - 1; k − j − 1",
        "−2; −2",
        "2k+1; 2k + 1",
        "(k+1) - (k-1); 2",
        "0; 0"})
    void parsesWhatTheProofsWrite(String text, String written) {
        assertEquals(written, LinearForm.parse(text).toString());
    }

    @Test
    void equalFormsAreIdentities() {
        assertEquals(LinearForm.parse("3(k-j-1)+2"), LinearForm.parse("3k - 3j - 1"));
        // spot check against evaluation: an identity holds for every value
        for (int k = -3; k <= 3; k++) {
            for (int j = -3; j <= 3; j++) {
                assertEquals(3 * k - 3 * j - 1, LinearForm.parse("3(k-j-1)+2").evaluate(Map.of("k", k, "j", j)));
            }
        }
    }

    @Test
    void refusesWhatIsNotLinear() {
        assertThrows(IllegalArgumentException.class, () -> LinearForm.parse("k(j)"));
        assertThrows(IllegalArgumentException.class, () -> LinearForm.parse("k +"));
        assertThrows(IllegalArgumentException.class, () -> LinearForm.parse(""));
        assertThrows(IllegalArgumentException.class, () -> LinearForm.parse("3(k"));
    }

    @Test
    void sumsOfSquaresAndDominoesAddTermsOfOneStrip() {
        SymbolicSum expanded = SymbolicSum.parse("jS1 + jS2 + (k-j-1)S1 + (k-j)S2");
        assertEquals("(k − 1)S1 + kS2", expanded.toString());
        assertEquals("(k - 1)S_1 + kS_2", expanded.tex());
        assertEquals(expanded, SymbolicSum.parse("(k−1)S_1 + kS_2"));
        assertEquals("0", SymbolicSum.parse("0").toString());
        assertEquals("2S1 + S2", SymbolicSum.parse("2S1 + S2").toString());
    }

    @Test
    void atLeastFromIsTheSlopeAndTheFirstValue() {
        assertTrue(LinearForm.parse("k-1").atLeastFrom("k", 1, 0));
        assertTrue(!LinearForm.parse("k-2").atLeastFrom("k", 1, 0));
        assertTrue(LinearForm.parse("k-2").atLeastFrom("k", 2, 0));
        assertTrue(!LinearForm.parse("1-k").atLeastFrom("k", 0, 0));
    }
}
