package org.kaylescourseware.site.directive.claims;

import java.util.List;
import org.kaylescourseware.claim.CheckedClaim;
import org.kaylescourseware.site.directive.Parameter;
import org.kaylescourseware.site.render.ErratumBox;
import org.kaylescourseware.site.render.RichText;

/**
 * What a claim-checking directive shows: for each claim of a source, either that the
 * computation confirms it (a check box) or an erratum (the claim, the computed fact, the check),
 * both made from the claim as checked. Displayed by {@code partials/lib/claims.ftl}.
 */
public record SourceClaims(List<Claim> claims) {

    public SourceClaims {
        claims = List.copyOf(claims);
    }

    /** One claim as checked ({@code checked.holds} when the computation agrees) and its box, which says what was checked either way. */
    public record Claim(CheckedClaim checked, ErratumBox box) {

        static Claim of(CheckedClaim checked, String source) {
            return new Claim(checked, ErratumBox.of(checked, source));
        }
    }

    /** A claim the computation confirms: {@code computed} is what it found, {@code check} what was compared with what. */
    static Claim confirmed(String title, String source, String claim, String computed, String check) {
        return Claim.of(CheckedClaim.computed(title, claim, check, computed, true), source);
    }

    /** A claim the computation refutes: {@code computed} is what it found instead. */
    static Claim refuted(String title, String source, String claim, String computed, String check) {
        return Claim.of(CheckedClaim.computed(title, claim, check, computed, false), source);
    }

    /** The source's words as a quotation: the author writes them, the directive checks what they state. */
    static String quoted(String words) {
        return "“" + words + "”";
    }

    static RichText text(String text) {
        return RichText.of(text);
    }

    /** The arguments every claim directive takes besides its own. */
    static final Parameter<String> SOURCE = Parameter.text("source",
            "where the source says it, quoted, e.g. \"the blog post, section Periodicity\"");
    static final Parameter<String> QUOTE = Parameter.text("quote", "the source's words, quoted; math as $`...`$");

    /** TeX for the value of a row of n, in the course's notation: 𝒢(n), whatever the source writes. */
    static String nim(String symbol, int n) {
        return "\\mathcal{G}(" + n + ")";
    }

    /** TeX for a row of n tokens as a position, with the game's letter: D_{n} with symbol D. */
    static String row(String symbol, int n) {
        return symbol + "_{" + n + "}";
    }

    /** {@code nim} inside $`…`$. */
    static String math(String tex) {
        return "$`" + tex + "`$";
    }
}
