package org.kaylescourseware.classroom.export;

import java.io.ByteArrayOutputStream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * A small builder over the JDK's DOM, so that every exported XML file is escaped and encoded by the
 * XML library, never by hand: elements with attributes and text, written as indented UTF-8.
 */
final class XmlDocument {

    private final Document document;

    private XmlDocument(Document document) {
        this.document = document;
    }

    /** A document whose root is {@code root}, in {@code namespace} (none when null). */
    static XmlDocument create(String namespace, String root) {
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            doc.setXmlStandalone(true);
            doc.appendChild(namespace == null ? doc.createElement(root) : doc.createElementNS(namespace, root));
            return new XmlDocument(doc);
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser cannot be configured", e);
        }
    }

    Element root() {
        return document.getDocumentElement();
    }

    /** A child of {@code parent}, in the root's namespace, with attributes as name, value pairs. */
    Element add(Element parent, String name, String... attributes) {
        String namespace = root().getNamespaceURI();
        Element child = namespace == null ? document.createElement(name) : document.createElementNS(namespace, name);
        for (int i = 0; i + 1 < attributes.length; i += 2) {
            child.setAttribute(attributes[i], attributes[i + 1]);
        }
        parent.appendChild(child);
        return child;
    }

    /** A child holding text. */
    Element text(Element parent, String name, String text, String... attributes) {
        Element child = add(parent, name, attributes);
        child.setTextContent(text);
        return child;
    }

    /** The document as indented UTF-8 XML, with its declaration. */
    byte[] bytes() {
        try {
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "2");
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            transformer.transform(new DOMSource(document), new StreamResult(out));
            return out.toByteArray();
        } catch (TransformerException e) {
            throw new IllegalStateException("the JDK cannot write XML", e);
        }
    }
}
